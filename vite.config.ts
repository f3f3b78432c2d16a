// Builds the SPA in client/ into dist/public. In development the Express server mounts Vite as
// middleware, so no dev proxy is configured here.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { imagesVersion } from "./server/web/images";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromRoot("./client"),
  publicDir: fromRoot("./client/public"),
  plugins: [react()],
  // Our images are addressed with the version of their folder (client/src/lib/image-url.ts).
  define: { "import.meta.env.VITE_IMAGES_VERSION": JSON.stringify(imagesVersion(fromRoot("./client/public/images"))) },
  resolve: {
    alias: [
      { find: /^@shared\//, replacement: fromRoot("./shared/") },
      { find: /^@\//, replacement: fromRoot("./client/src/") },
      // Only the zod builders drizzle-zod uses, so the shared contracts do not pull all of zod in.
      { find: /^zod\/v4$/, replacement: fromRoot("./client/src/lib/zod-namespace.ts") },
      // The shim is a fallback for React 17; React 19's own hook is used instead (first-page bytes).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fromRoot("./client/src/lib/use-sync-external-store.ts") },
    ],
  },
  // PostCSS (Tailwind + autoprefixer) is configured in postcss.config.js at the repository root.
  css: { postcss: fromRoot(".") },
  build: {
    outDir: fromRoot("./dist/public"),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would only add bytes to the first page.
    modulePreload: { polyfill: false },
    // Scripts are named by their hash alone: the shell's map of what each page preloads lists every
    // chunk, so the names cost every first load (0.7 KB of gzip). The build manifest
    // (dist/public/.vite/manifest.json) says which source each file holds; bench:web prints it.
    rollupOptions: { output: { entryFileNames: "assets/[hash].js", chunkFileNames: "assets/[hash].js" } },
  },
});
