import { describe, expect, it } from "vitest";
import { BLOG_SLUG_MAX, deriveSlug, formatTags, isSafeImageUrl, parseTags, SLUG_PATTERN } from "./blog";

describe("deriveSlug (SPEC.md section 4)", () => {
  it.each([
    ["How to Hire a Senior Data Engineer in 14 Days", "how-to-hire-a-senior-data-engineer-in-14-days"],
    ["  --Hello,   World!!--  ", "hello-world"],
    ["Data & AI: 2027's Outlook", "data-ai-2027-s-outlook"],
    ["Café Zürich", "cafe-zurich"],
    ["!!!", ""],
    ["", ""],
  ])("%j -> %j", (title, slug) => {
    expect(deriveSlug(title)).toBe(slug);
  });

  it("always gives a slug the server accepts, or an empty one", () => {
    for (const title of ["A", "a--b", "x_y.z", "Ünïcödé ñ", "100% ROI?", "   ", "emoji 🚀 post"]) {
      const slug = deriveSlug(title);
      expect(slug === "" || SLUG_PATTERN.test(slug), `${title} -> ${slug}`).toBe(true);
    }
  });

  it("stays within the slug length limit without a trailing hyphen", () => {
    const slug = deriveSlug("word ".repeat(100));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, drops empties and repeats", () => {
    expect(parseTags(" AI , ,Data  Engineering,ai,, ")).toEqual(["AI", "Data Engineering"]);
    expect(parseTags(["a, b", " c "])).toEqual(["a", "b", "c"]);
    expect(parseTags("")).toEqual([]);
    expect(formatTags(["AI", "Data"])).toBe("AI, Data");
  });
});

describe("isSafeImageUrl", () => {
  it("accepts http(s) URLs and site paths only", () => {
    expect(isSafeImageUrl("https://images.example/a.png")).toBe(true);
    expect(isSafeImageUrl("http://images.example/a.png")).toBe(true);
    expect(isSafeImageUrl("/images/a.png")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "//evil.example/a.png", "/\\evil.example", "images/a.png", "ftp://x/a.png", "/a b.png"]) {
      expect(isSafeImageUrl(bad), bad).toBe(false);
    }
  });
});
