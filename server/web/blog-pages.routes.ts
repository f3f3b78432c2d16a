// Blog addresses outside /api: the RSS feed; for the HTML the server answers at /blog, the published
// posts as GET /api/blog/posts lists them (res.locals.blogPosts); and at /blog/{slug}, a published
// post's title, description and social tags and the post itself (res.locals.pageMeta and
// res.locals.blogPost). The SPA handler in serve.ts renders the posts into the page.
import { Router } from "express";
import { blogListQuerySchema, blogPostSummaryAnswer, type BlogPost } from "@shared/contracts/blog";
import { findPublishedPost, listPublishedPosts, publishedPostsForFeeds } from "../blog/blog.service";
import { answerList } from "../lib/answer";
import type { AppDeps } from "../deps";
import { buildRssFeed, FEED_ITEMS_MAX } from "./feed";
import { postPageMeta } from "./page-meta";
import { siteOrigin } from "./site-origin";

export function blogPagesRoutes({ db, config, logger }: AppDeps) {
  const router = Router();

  router.get("/rss.xml", async (req, res) => {
    const posts = await publishedPostsForFeeds(db, FEED_ITEMS_MAX);
    res.set("Cache-Control", "public, max-age=600");
    res.type("application/rss+xml; charset=utf-8").send(buildRssFeed(siteOrigin(config, req), posts));
  });

  router.get("/blog", async (_req, res, next) => {
    // Without them the page still works (the browser loads the list), so a failure only logs.
    try {
      const { items } = await listPublishedPosts(db, blogListQuerySchema.parse({}));
      res.locals.blogPosts = answerList(blogPostSummaryAnswer, items);
    } catch (err) {
      logger.warn({ err }, "blog list page unavailable");
    }
    next();
  });

  router.get("/blog/:slug", async (req, res, next) => {
    // Without them the page still works (the browser loads the post), so a failure only logs.
    let failed = false;
    const slug = req.params.slug;
    const load = async () => {
      const found = await findPublishedPost(db, slug);
      if (!found) return null;
      // The post as GET /api/blog/posts/:slug answers it, which the browser hydrates the page with.
      const { createdAt: _createdAt, updatedAt: _updatedAt, ...post } = found;
      return { meta: postPageMeta(found), post: post satisfies BlogPost };
    };
    const page = await load().catch((err: unknown) => {
      logger.warn({ err }, "blog post page unavailable");
      failed = true;
      return null;
    });
    if (page) {
      res.locals.pageMeta = page.meta;
      res.locals.blogPost = page.post;
    }
    // No such published post: the SPA shows 'Post Not Found', and crawlers get a real 404.
    else if (!failed) res.locals.pageNotFound = true;
    next();
  });

  return router;
}
