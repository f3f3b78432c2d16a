// First-load JavaScript of a page, read from the build (dist/public): the scripts and module
// preloads its HTML loads, sized as the server sends them with gzip. Code a page imports later
// (dialogs, the landing sections below the hero, the booking form's checks) is not counted.
// Used by the budget check (scripts/bundle-budget.test.ts) and `npm run bench:web`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST_DIR = path.join(ROOT, "dist/public");
export const BUDGET_FILE = path.join(ROOT, "client/bundle-budget.json");
/** Loaded with a page that reads the server (`dataPage` in the router). */
const QUERY_PROVIDER = "src/app/query-provider.tsx";
const ROUTER_FILE = path.join(ROOT, "client/src/app/router.tsx");

/** One route of the budget file (see its $comment). */
export interface BudgetEntry {
  /** The most first-load JavaScript the route may load, in KB (1,024 bytes) of gzip. */
  maxKb: number;
  /** The page module (as the build manifest names it) of a route that is not prerendered. */
  page?: string;
  /** The prerendered template (in dist/public/.prerender) a route with a parameter is served from. */
  template?: string;
  /**
   * The lazily loaded module of the router that routes `page` (client/src/pages/client/client-area.tsx
   * for /client/…), loaded before it and counted with it.
   */
  via?: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  route: string;
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function readBudget(file = BUDGET_FILE): Record<string, BudgetEntry> {
  return JSON.parse(fs.readFileSync(file, "utf8")).routes;
}

/** The URLs a page's HTML loads: its #page-assets block (prerendered pages) or its tags (the SPA shell). */
export function htmlScripts(html: string): string[] {
  const block = /<script type="application\/json" id="page-assets">([\s\S]*?)<\/script>/.exec(html);
  if (block) {
    const assets = JSON.parse(block[1]) as { scripts: string[]; modules: string[] };
    return [...assets.scripts, ...assets.modules];
  }
  const tags = [...html.matchAll(/<script type="module"[^>]*? src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)];
  return tags.map((m) => m[1]);
}

function gzipSize(distDir: string, url: string): number {
  const file = path.join(distDir, url.replace(/^\//, ""));
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  if (!fs.existsSync(file)) throw new Error(`${url} is loaded by a page but missing from the build`);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** A lazily loaded page module's chunk and its static imports (the entry's own are in the shell). */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
  if (seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((dep) => chunkClosure(manifest, dep, seen))];
}

/** Whether the router loads this page module (or the area routing it) with React Query's provider (`dataPage`). */
function isDataPage(pageKey: string): boolean {
  const source = fs.readFileSync(ROUTER_FILE, "utf8");
  const module = pageKey.replace(/^src\//, "@/").replace(/\.tsx?$/, "");
  const call = new RegExp(`(\\w+)\\(\\(\\) => import\\("${module.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\)\\)`).exec(source);
  if (!call) throw new Error(`${pageKey} is not a lazily loaded page in client/src/app/router.tsx`);
  return call[1] === "dataPage";
}

/**
 * The first-load JavaScript of one route of the budget: prerendered routes from their HTML, a
 * route with `template` from that prerendered template, any other from the SPA shell plus its
 * `page` module, the area routing it (`via`) if any, and React Query's provider when the router
 * loads them with one.
 */
export function firstLoad(route: string, entry: Partial<BudgetEntry> = {}, distDir = DIST_DIR): FirstLoad {
  const prerenderDir = path.join(distDir, ".prerender");
  const routes = JSON.parse(fs.readFileSync(path.join(prerenderDir, "routes.json"), "utf8")) as Record<string, string>;
  let urls: string[];
  const file = entry.template ?? routes[route];
  if (file) {
    urls = htmlScripts(fs.readFileSync(path.join(prerenderDir, file), "utf8"));
  } else {
    if (!entry.page) throw new Error(`${route} is not prerendered: name its page module ("page") in the budget file`);
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const seen = new Set<string>();
    urls = [
      ...htmlScripts(fs.readFileSync(path.join(distDir, "index.html"), "utf8")),
      ...(entry.via ? chunkClosure(manifest, entry.via, seen) : []),
      ...chunkClosure(manifest, entry.page, seen),
      ...(isDataPage(entry.via ?? entry.page) ? chunkClosure(manifest, QUERY_PROVIDER, seen) : []),
    ];
  }
  const files = [...new Set(urls)].map((url) => ({ url, gzipBytes: gzipSize(distDir, url) }));
  return { route, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
