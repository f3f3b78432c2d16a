// robots.txt and sitemap.xml, served at the site root.
import { Router } from "express";
import type { AppDeps } from "../deps";
import { siteOrigin } from "./site-origin";
import { buildRobots, buildSitemap } from "./sitemap";

export function seoRoutes(deps: AppDeps) {
  const router = Router();
  router.get("/robots.txt", (req, res) => {
    res.set("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(buildRobots(siteOrigin(deps.config, req)));
  });
  router.get("/sitemap.xml", async (req, res) => {
    res.set("Cache-Control", "public, max-age=3600");
    res.type("application/xml").send(await buildSitemap(deps, siteOrigin(deps.config, req)));
  });
  return router;
}
