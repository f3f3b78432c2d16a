import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./html";

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
