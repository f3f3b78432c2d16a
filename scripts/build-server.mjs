// The server as production runs it: server/index.ts and the modules it imports (server/, shared/)
// bundled by esbuild into one file, dist/server/index.mjs, which plain `node` runs (`npm start`;
// `npm run build` writes it too). Development and the tests run the TypeScript sources as before.
//
// What this saves is memory, not start-up time. Under `node --import tsx`, a second JavaScript
// thread transforms every module, and Node reads each ES module's package.json to know its format:
// drizzle-orm's is 179 kB with 447 export paths, read and parsed anew for each of the ~110 of its
// modules the server loads, about 150 MB of garbage during start-up that the heap then keeps as
// resident memory (docs/performance.md, bench:statement). So drizzle-orm (and drizzle-zod, which
// imports it) is bundled in; every other package is loaded from node_modules as usual, with its own
// files beside it (PGlite's WebAssembly, pdfkit's fonts, pino's workers).
//
//   node scripts/build-server.mjs            writes dist/server/index.mjs
//   node scripts/build-server.mjs <outfile>  writes it elsewhere
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = path.join(root, "dist/server/index.mjs");

/** Packages bundled into the server rather than loaded from node_modules. */
export const BUNDLED_PACKAGES = ["drizzle-orm", "drizzle-zod"];

const packageOf = (specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

/** Bare imports of packages stay imports, except those bundled; the project's aliases (@shared/…) resolve as tsconfig.json says. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@shared/") || args.path.startsWith("@/")) return undefined;
      if (BUNDLED_PACKAGES.includes(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(outfile = SERVER_BUNDLE) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "server/index.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    tsconfig: path.join(root, "tsconfig.json"),
    plugins: [externalPackages],
    // Some bundled CommonJS code calls require(); an ES module has none of its own.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
  });
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_BUNDLE;
  await buildServer(outfile);
  console.log(`server bundle: ${path.relative(root, outfile)}`);
}
