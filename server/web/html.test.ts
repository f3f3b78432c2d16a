import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageExists } from "./html";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text exactly as the browser does, and nothing else", () => {
    const boot = "(function () {\nstart();\n})();";
    const html = [
      '<script type="application/json" id="app-config">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      `<script>${boot}</script>`,
      `<script>${boot}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(boot)]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

describe("pages the SPA answers with 200", () => {
  it("include the client's Find my team and team plan pages", () => {
    for (const path of ["/client/dashboard", "/client/needs", "/client/team", "/client/engagements", "/client/match", "/client/teams/7/plan", "/client/teams/7/plan/", "/client/shortlist/new", "/client/requisitions/12", "/client/engagements/3", "/expert/engagements/3/", "/client/invoices", "/client/invoices/5"]) expect(pageExists(path, {}), path).toBe(true);
  });

  it("leave other client paths to the 404 page", () => {
    for (const path of ["/client", "/client/teams", "/client/teams/abc/plan", "/client/teams/7", "/client/matches", "/client/shortlist", "/client/requisitions/abc", "/client/needs/3", "/client/teams/", "/expert/engagements/abc", "/admin/engagements/3", "/client/invoices/abc", "/client/invoices/5/pdf"]) expect(pageExists(path, {}), path).toBe(false);
  });
});
