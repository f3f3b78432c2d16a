// Blog addresses outside /api: the RSS feed of published posts.
import { Router } from "express";
import type { AppDeps } from "../deps";
import { siteOrigin } from "../web/site-origin";
import { publishedPostsForFeeds } from "./blog.service";
import { buildRssFeed, FEED_ITEMS_MAX } from "./feed";

export function blogSiteRoutes({ db, config }: AppDeps) {
  const router = Router();

  router.get("/rss.xml", async (req, res) => {
    const posts = await publishedPostsForFeeds(db, FEED_ITEMS_MAX);
    res.set("Cache-Control", "public, max-age=600");
    res.type("application/rss+xml; charset=utf-8").send(buildRssFeed(siteOrigin(config, req), posts));
  });

  return router;
}
