import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type RequestHandler } from "express";
import type { Config } from "../config";
import { injectAppConfig, isKnownRoute } from "./html";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_DIR = path.join(ROOT, "client");
export const BUILD_DIR = path.join(ROOT, "dist/public");

function wantsHtml(req: Parameters<RequestHandler>[0]) {
  return (req.method === "GET" || req.method === "HEAD") && !req.path.startsWith("/api/");
}

/** Production: the built SPA, hashed assets cached for a year, HTML never cached. */
export function serveBuild(config: Config): RequestHandler[] {
  const indexPath = path.join(BUILD_DIR, "index.html");
  if (!fs.existsSync(indexPath)) throw new Error(`The client build is missing (${indexPath}). Run "npm run build".`);
  const template = injectAppConfig(fs.readFileSync(indexPath, "utf8"), config);
  const assets = express.static(BUILD_DIR, {
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(BUILD_DIR, filePath);
      res.setHeader("Cache-Control", rel.startsWith("assets") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  const html: RequestHandler = (req, res, next) => {
    if (!wantsHtml(req)) return next();
    res.status(isKnownRoute(req.path) ? 200 : 404);
    res.set("Cache-Control", "no-cache");
    res.type("html").send(template);
  };
  return [assets, html];
}

/** Development: Vite as middleware on the same port, with hot reload. */
export async function serveDev(config: Config): Promise<RequestHandler[]> {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", configFile: path.join(ROOT, "vite.config.ts") });
  const html: RequestHandler = async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const raw = fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8");
    const page = await vite.transformIndexHtml(req.originalUrl, raw);
    res.status(isKnownRoute(req.path) ? 200 : 404).type("html").send(injectAppConfig(page, config));
  };
  return [vite.middlewares, html];
}
