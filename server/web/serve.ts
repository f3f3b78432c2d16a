import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { BlogPost, BlogPostSummary } from "@shared/contracts/blog";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { PROJECT_ROOT } from "../lib/project-root";
import { injectAppConfig, inlineScriptHashes, pageExists } from "./html";
import { IMMUTABLE, imageCacheControl, imagesVersion, ONE_HOUR } from "./images";
import { withPageMeta } from "./page-meta";
import { renderedPages } from "./rendered-pages";
import { siteOrigin } from "./site-origin";

const CLIENT_DIR = path.join(PROJECT_ROOT, "client");
export const BUILD_DIR = path.join(PROJECT_ROOT, "dist/public");
/** The server renderer the build keeps for the blog's pages (scripts/build.mjs). */
const SSR_ENTRY = path.join(PROJECT_ROOT, "dist/ssr/entry-server.js");

function wantsHtml(req: Parameters<RequestHandler>[0]) {
  return (req.method === "GET" || req.method === "HEAD") && !req.path.startsWith("/api/");
}

/** The public pages prerendered by `npm run build` (scripts/build.mjs), by path; empty after a plain `vite build`. */
function loadPrerendered(config: Config): Map<string, string> {
  const dir = path.join(BUILD_DIR, ".prerender");
  const pages = new Map<string, string>();
  const listPath = path.join(dir, "routes.json");
  if (!fs.existsSync(listPath)) return pages;
  const routes = JSON.parse(fs.readFileSync(listPath, "utf8")) as Record<string, string>;
  for (const [route, file] of Object.entries(routes)) {
    const html = injectAppConfig(fs.readFileSync(path.join(dir, file), "utf8"), config);
    pages.set(route, html);
    if (route !== "/") pages.set(`${route}/`, html);
  }
  return pages;
}

/** The hashes of the inline scripts the prerendered pages and templates carry, for the Content-Security-Policy. */
export function prerenderedScriptHashes(): string[] {
  const dir = path.join(BUILD_DIR, ".prerender");
  if (!fs.existsSync(dir)) return [];
  const pages = fs.readdirSync(dir).filter((file) => file.endsWith(".html"));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(fs.readFileSync(path.join(dir, file), "utf8"))))];
}

const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

function acceptsEncoding(req: Request, name: string) {
  return (req.headers["accept-encoding"] ?? "").split(",").some((part) => part.trim().split(";")[0] === name);
}

/** Serves the Brotli or gzip copy of a hashed asset (written by the build) when the browser accepts it. */
function precompressedAssets(): RequestHandler {
  const dir = path.join(BUILD_DIR, "assets");
  const available = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith("/assets/")) return next();
    const name = req.path.slice("/assets/".length);
    if (name.includes("/") || !available.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = ENCODINGS.find((e) => available.has(name + e.ext) && acceptsEncoding(req, e.name));
    if (!encoding) return next();
    res.set("Content-Encoding", encoding.name);
    res.set("Cache-Control", IMMUTABLE);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + encoding.ext));
  };
}

/**
 * The gzipped copies of recently sent pages, by their exact text: the same page (same path, origin
 * and post tags) is compressed once, not on every request. Bounded; emptied when full.
 */
const gzipped = new Map<string, Buffer>();
const GZIPPED_MAX = 200;

function gzipOnce(html: string) {
  let body = gzipped.get(html);
  if (!body) {
    body = zlib.gzipSync(html, { level: 6 });
    if (gzipped.size >= GZIPPED_MAX) gzipped.clear();
    gzipped.set(html, body);
  }
  return body;
}

/** Sends an HTML page, gzipped when the browser accepts it. */
function sendHtml(req: Request, res: Response, html: string) {
  res.type("html");
  res.vary("Accept-Encoding");
  if (!acceptsEncoding(req, "gzip")) return res.send(html);
  res.set("Content-Encoding", "gzip");
  res.send(gzipOnce(html));
}

/**
 * The build's files: hashed assets and versioned images (?v=, see images.ts) cached for a year,
 * anything else for an hour. Only a path under one of the build's top-level entries can be a file:
 * the pages and every other path skip the file-system look-up (a stat per request).
 */
export function builtFiles(buildDir: string): RequestHandler {
  const version = imagesVersion(path.join(buildDir, "images"));
  const assets = express.static(buildDir, {
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(buildDir, filePath).split(path.sep);
      const query = (res as http.ServerResponse & { req: Request }).req.query;
      res.setHeader("Cache-Control", rel[0] === "assets" ? IMMUTABLE : rel[0] === "images" ? imageCacheControl(version, query.v) : ONE_HOUR);
    },
  });
  const topLevel = new Set(fs.readdirSync(buildDir));
  return (req, res, next) => (topLevel.has(req.path.split("/")[1] ?? "") ? assets(req, res, next) : next());
}

/** Production: the built SPA, hashed assets and versioned images cached for a year, HTML never cached. */
export function serveBuild(config: Config, logger?: Logger): RequestHandler[] {
  const indexPath = path.join(BUILD_DIR, "index.html");
  if (!fs.existsSync(indexPath)) throw new Error(`The client build is missing (${indexPath}). Run "npm run build".`);
  const template = injectAppConfig(fs.readFileSync(indexPath, "utf8"), config);
  const prerendered = loadPrerendered(config);
  const rendered = renderedPages(BUILD_DIR, SSR_ENTRY, config, logger);
  const files = builtFiles(BUILD_DIR);
  const html: RequestHandler = async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const known = pageExists(req.path, res.locals);
    // A published post and the blog's list (read by blog-pages.routes.ts) are rendered into their
    // pages; an address with a trailing slash gets the shell, which moves to the address without it.
    const post = res.locals.blogPost as BlogPost | undefined;
    const posts = res.locals.blogPosts as BlogPostSummary[] | undefined;
    const withData = rendered && known && !req.path.endsWith("/");
    const dataPage = !withData ? null : post ? await rendered.post(req.path, post) : posts ? await rendered.blogList(req.path, posts) : null;
    res.status(known ? 200 : 404);
    res.set("Cache-Control", "no-cache");
    const page = dataPage ?? prerendered.get(req.path) ?? template;
    sendHtml(req, res, withPageMeta(page, req.path, siteOrigin(config, req), known, res.locals.pageMeta));
  };
  return [precompressedAssets(), files, html];
}

/**
 * Development: Vite as middleware with hot reload, all on the app's port. Given the HTTP server,
 * Vite's hot-reload WebSocket shares it instead of opening a second port of its own.
 */
export async function serveDev(config: Config, httpServer?: http.Server): Promise<RequestHandler[]> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : undefined },
    appType: "custom",
    configFile: path.join(PROJECT_ROOT, "vite.config.ts"),
  });
  const html: RequestHandler = async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const raw = fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8");
    const page = await vite.transformIndexHtml(req.originalUrl, raw);
    const known = pageExists(req.path, res.locals);
    res.status(known ? 200 : 404).type("html").send(withPageMeta(injectAppConfig(page, config), req.path, siteOrigin(config, req), known, res.locals.pageMeta));
  };
  return [vite.middlewares, html];
}
