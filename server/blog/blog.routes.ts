import { Router } from "express";
import {
  adminBlogListQuerySchema,
  adminBlogPostAnswer,
  blogListQuerySchema,
  blogPostAnswer,
  blogPostInputSchema,
  blogPostSummaryAnswer,
  blogSlugParamsSchema,
} from "@shared/contracts/blog";
import { idParamsSchema } from "@shared/contracts/common";
import { requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { cachePublicRead } from "../lib/http-cache";
import { parse } from "../lib/validate";
import { createPost, deletePost, getPublishedPost, listAllPosts, listPublishedPosts, updatePost } from "./blog.service";

export function blogRoutes({ db, config }: AppDeps) {
  const router = Router();

  // Public: published posts only.
  router.get("/blog/posts", async (req, res) => {
    const page = parse(blogListQuerySchema, req.query);
    const { items, total } = await listPublishedPosts(db, page);
    cachePublicRead(req, res, config.publicCache);
    res.set("X-Total-Count", String(total)).json(answerList(blogPostSummaryAnswer, items));
  });

  router.get("/blog/posts/:slug", async (req, res) => {
    const { slug } = parse(blogSlugParamsSchema, req.params);
    const post = await getPublishedPost(db, slug);
    cachePublicRead(req, res, config.publicCache);
    res.json(answer(blogPostAnswer, post));
  });

  // Admin: every post, drafts included, and the writes.
  router.get("/admin/blog/posts", requireAdmin, async (req, res) => {
    const page = parse(adminBlogListQuerySchema, req.query);
    const { items, total } = await listAllPosts(db, page);
    res.set("X-Total-Count", String(total)).json(answerList(adminBlogPostAnswer, items));
  });

  router.post("/admin/blog/posts", requireAdmin, async (req, res) => {
    const input = parse(blogPostInputSchema, req.body);
    res.status(201).json(answer(adminBlogPostAnswer, await createPost(db, input)));
  });

  router.put("/admin/blog/posts/:id", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const input = parse(blogPostInputSchema, req.body);
    res.json(answer(adminBlogPostAnswer, await updatePost(db, id, input)));
  });

  router.delete("/admin/blog/posts/:id", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await deletePost(db, id);
    res.status(204).end();
  });

  return router;
}
