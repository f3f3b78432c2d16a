// The project's folder (the one with package.json), found from this module wherever it runs: from
// server/lib/ under tsx and the tests, from dist/server/ in the production bundle
// (scripts/build-server.mjs), where every module's import.meta.url is the bundle's.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function projectRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
