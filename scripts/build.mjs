// `npm run build`: the client bundle (vite build), then the public pages prerendered to HTML in
// dist/public/.prerender/ (served by server/web/serve.ts; a plain `vite build` clears them), and
// the templates and server renderer (dist/ssr/) of the blog's list and a blog post's page, which
// the server renders per request with their data (server/web/rendered-pages.ts). Last, the
// server's own bundle, dist/server/index.mjs, which `npm start` runs (scripts/build-server.mjs).
// A prerendered page paints from its HTML alone: the CSS its markup uses is inlined, and the full
// stylesheet and the app's modules are requested after the first paint by client/page-boot.js.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import Beasties from "beasties";
import { build } from "vite";
import { buildServer } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const configFile = path.join(root, "vite.config.ts");
const outDir = path.join(root, "dist/public");
const ssrDir = path.join(root, "dist/ssr");

/** Public routes and the page module each one loads (as the client manifest names it). */
const ROUTES = [
  { path: "/", name: "index", page: "src/pages/public/home.tsx" },
  { path: "/howitworks", name: "howitworks", page: "src/pages/public/how-it-works.tsx" },
  { path: "/about", name: "about", page: "src/pages/public/about.tsx" },
  { path: "/faq", name: "faq", page: "src/pages/public/faq.tsx" },
  { path: "/booking", name: "booking", page: "src/pages/public/booking.tsx", data: true },
];
/** Loaded with every page that reads the server (`dataPage` in client/src/app/router.tsx). */
const QUERY_PROVIDER = "src/app/query-provider.tsx";

await build({ configFile, build: { manifest: true } });
await build({
  configFile,
  logLevel: "warn",
  build: {
    ssr: path.join(root, "client/src/entry-server.tsx"),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    // The renderer is imported below by its name (the browser's scripts are named by their hash).
    rollupOptions: { output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" } },
  },
});

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
const template = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
const { render, renderPost, renderBlogList } = await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href);

/** The page's chunk and the chunks it imports, minus what index.html already loads. */
function pageChunks(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => pageChunks(dep, seen))];
}

/** The stylesheets of those chunks (a lazily loaded component's own CSS). */
function pageStyles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((dep) => pageStyles(dep, seen))];
}

// Keeps the rules that match the page's markup (media queries, :hover and the like included).
const CRITICAL_CSS = {
  path: outDir,
  publicPath: "/",
  pruneSource: false,
  inlineThreshold: 0,
  mergeStylesheets: true,
  compress: true,
  keyframes: "critical",
  fonts: false,
  reduceInlineStyles: false,
  logLevel: "warn",
};
const beasties = new Beasties(CRITICAL_CSS);
// A post's HTML varies: every rule for it is kept, not only those its sample uses.
const postBeasties = new Beasties({ ...CRITICAL_CSS, allowRules: [/\.post-content\b/] });
const BOOT_SCRIPT = fs
  .readFileSync(path.join(root, "client/page-boot.js"), "utf8")
  .replace(/^\s*\/\/.*\n/gm, "")
  .replace(/\n\s*/g, "\n")
  .trim();

/**
 * The page with its critical CSS inlined and its stylesheets and scripts taken out of the markup,
 * listed instead in the inert #page-assets block that the boot script reads after the first paint.
 */
async function paintFirst(html, critical = beasties) {
  const inlined = (await critical.process(html)).replace(" data-beasties-container", "");
  const assets = { styles: [], scripts: [], modules: [] };
  const take = (list) => (_tag, url) => (list.includes(url) || list.push(url), "");
  const page = inlined
    .replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>\s*/g, take(assets.styles))
    // Beasties adds a preload of each stylesheet it inlined from; that would fetch it before the first paint.
    .replace(/<link rel="preload"[^>]*? href="([^"]+)"[^>]*? as="style"[^>]*>\s*/g, take(assets.styles))
    .replace(/<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>\s*/g, take(assets.scripts))
    .replace(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g, take(assets.modules));
  if (/<link rel="stylesheet"|<link rel="preload"[^>]* as="style"|<script type="module"|<link rel="modulepreload"/.test(page)) throw new Error("An asset tag was left in a prerendered page");
  const json = JSON.stringify(assets).replace(/</g, "\\u003c");
  return page.replace(
    "</head>",
    // No <noscript> stylesheet: Chromium's preload scanner fetches it anyway, before the first paint;
    // without JavaScript the inlined CSS already styles everything the page shows.
    `<script type="application/json" id="page-assets">${json}</script><script>${BOOT_SCRIPT}</script></head>`,
  );
}

const prerenderDir = path.join(outDir, ".prerender");
fs.mkdirSync(prerenderDir, { recursive: true });
const written = [];
for (const route of ROUTES) {
  if (!manifest[route.page]) throw new Error(`No chunk for ${route.page} in the client manifest`);
  let body;
  try {
    body = await render(route.path);
  } catch (error) {
    // A page that cannot render outside a browser is served as the plain SPA shell instead.
    console.warn(`Could not prerender ${route.path}; it will render in the browser only.\n  ${error?.stack ?? error}`);
    continue;
  }
  if (/<script(?![^>]*type="application\/(ld\+)?json")/i.test(body)) {
    // The Content-Security-Policy would block it, so this page renders in the browser only.
    console.warn(`Not prerendering ${route.path}: its HTML contains an inline script.`);
    continue;
  }
  written.push(route);
  // React puts resource hints (image preloads) first when it renders without a <head>; they belong there.
  const hints = /^(?:<link [^>]*\/>)*/.exec(body)[0];
  const keys = route.data ? [route.page, QUERY_PROVIDER] : [route.page];
  const seenChunks = new Set();
  const seenStyles = new Set();
  const chunks = keys.flatMap((key) => pageChunks(key, seenChunks));
  const styles = keys.flatMap((key) => pageStyles(key, seenStyles));
  const preloads = [...new Set(chunks)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
  const stylesheets = [...new Set(styles)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("");
  const html = await paintFirst(
    template
      .replace("</head>", `${hints}${stylesheets}${preloads}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body.slice(hints.length)}</div>`),
  );
  fs.writeFileSync(path.join(prerenderDir, `${route.name}.html`), html);
  console.log(`prerendered ${route.path} (${(html.length / 1024).toFixed(1)} kB)`);
}
fs.writeFileSync(path.join(prerenderDir, "routes.json"), JSON.stringify(Object.fromEntries(written.map((r) => [r.path, `${r.name}.html`])), null, 2));

/**
 * A page the server renders per request with its data (server/web/rendered-pages.ts): rendered here
 * like a prerendered page (critical CSS, boot script, the page's modules) from sample data, its
 * content replaced by the outlet the server renders into. Same file names and outlets as there.
 */
async function writeTemplate({ file, outletName, page, body, critical }) {
  const keys = [page, QUERY_PROVIDER];
  const seenChunks = new Set();
  const seenStyles = new Set();
  const preloads = [...new Set(keys.flatMap((key) => pageChunks(key, seenChunks)))].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
  const stylesheets = [...new Set(keys.flatMap((key) => pageStyles(key, seenStyles)))].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("");
  // React's hints (a sample's image preload) are left out: each page has its own.
  const hints = /^(?:<link [^>]*\/>)*/.exec(body)[0];
  const html = await paintFirst(
    template.replace("</head>", `${stylesheets}${preloads}</head>`).replace('<div id="root"></div>', `<div id="root">${body.slice(hints.length)}</div>`),
    critical,
  );
  const outlet = html.replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, `<div id="root"><!--${outletName}--></div>$1`);
  if (!outlet.includes(`<!--${outletName}-->`)) throw new Error(`The ${file} template has no outlet`);
  fs.writeFileSync(path.join(prerenderDir, file), outlet);
  console.log(`${file} template (${(outlet.length / 1024).toFixed(1)} kB)`);
}

/** Sample data whose markup uses every rule a real post or list can (its critical CSS is kept from it). */
const SAMPLE_POST = {
  id: 0,
  title: "A post",
  slug: "a-post",
  excerpt: "What the post is about.",
  content:
    "<h2>Heading</h2><p>Text with <a href=\"/\">a link</a>, <strong>bold</strong>, <em>emphasis</em> and <code>code</code>.</p>" +
    "<h3>Subheading</h3><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>" +
    "<pre><code>code()</code></pre><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>B</td></tr></tbody></table><hr>",
  author: "Protea Talent Team",
  featuredImage: "/images/social-card.jpg",
  tags: ["Hiring"],
  published: true,
  publishedAt: "2026-01-01T12:00:00.000Z",
};
const { content: _content, ...SAMPLE_SUMMARY } = SAMPLE_POST;
await writeTemplate({
  file: "blog-post.html",
  outletName: "post-page",
  page: "src/pages/blog/blog-post.tsx",
  body: (await renderPost(`/blog/${SAMPLE_POST.slug}`, SAMPLE_POST)).html,
  critical: postBeasties,
});
// The list's sample: a card with an image and tags, one without, so either kind is styled.
await writeTemplate({
  file: "blog-list.html",
  outletName: "blog-list",
  page: "src/pages/blog/blog-list.tsx",
  body: (await renderBlogList("/blog", [SAMPLE_SUMMARY, { ...SAMPLE_SUMMARY, id: -1, slug: "b-post", featuredImage: null, tags: [] }])).html,
  critical: beasties,
});
// The server renderer stays (dist/ssr/entry-server.js) for the blog's pages.

// Gzip and Brotli copies of the hashed assets, sent by the server to browsers that accept them.
const assetsDir = path.join(outDir, "assets");
for (const file of fs.readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json)$/.test(file)) continue;
  const source = fs.readFileSync(path.join(assetsDir, file));
  fs.writeFileSync(path.join(assetsDir, `${file}.gz`), zlib.gzipSync(source, { level: 9 }));
  fs.writeFileSync(
    path.join(assetsDir, `${file}.br`),
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

await buildServer();
console.log("server bundle: dist/server/index.mjs");
