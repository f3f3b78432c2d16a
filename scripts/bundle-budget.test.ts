// The first-load JavaScript budget (client/bundle-budget.json), checked against the build that
// `npm test` makes first. Without a build (a bare `npm run test:unit`) there is nothing to measure.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIST_DIR, firstLoad, readBudget } from "./first-load-js";

const routesFile = path.join(DIST_DIR, ".prerender/routes.json");
const built = fs.existsSync(routesFile);
const budget = readBudget();

describe.skipIf(!built)("first-load JavaScript budget (client/bundle-budget.json)", () => {
  it.each(Object.entries(budget))("%s", (route, entry) => {
    const { files, gzipBytes } = firstLoad(route, entry);
    const kb = gzipBytes / 1024;
    const detail = files.map((f) => `  ${f.url} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join("\n");
    expect(kb, `${route} loads ${kb.toFixed(1)} KB of gzipped JavaScript first, over its budget of ${entry.maxKb} KB:\n${detail}`).toBeLessThanOrEqual(entry.maxKb);
  });

  it("has a line for every prerendered page", () => {
    const prerendered = Object.keys(JSON.parse(fs.readFileSync(routesFile, "utf8")));
    expect(prerendered.filter((route) => !(route in budget))).toEqual([]);
  });
});
