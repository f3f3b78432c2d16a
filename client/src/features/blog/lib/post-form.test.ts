import { describe, expect, it } from "vitest";
import { DEFAULT_BLOG_AUTHOR } from "@shared/constants";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { expectedPublishedAt, initialValues, postFormSchema, previewOf, slugForTitle, toPostInput } from "./post-form";

const NOW = new Date("2026-11-19T12:00:00.000Z");
const published: AdminBlogPost = {
  id: 7,
  title: "Old",
  slug: "old",
  excerpt: "e",
  content: "<p>c</p>",
  author: "Thandi",
  featuredImage: null,
  tags: ["AI", "Data"],
  published: true,
  publishedAt: "2026-10-01T08:00:00.000Z",
  createdAt: "2026-09-30T08:00:00.000Z",
  updatedAt: "2026-10-01T08:00:00.000Z",
};

describe("slugForTitle", () => {
  it("follows the title in create mode until edited by hand", () => {
    expect(slugForTitle("create", false, "", "Hello World!")).toBe("hello-world");
    expect(slugForTitle("create", true, "my-slug", "Hello World!")).toBe("my-slug");
  });

  it("never changes by itself in edit mode", () => {
    expect(slugForTitle("edit", false, "old", "A New Title")).toBe("old");
  });
});

describe("toPostInput", () => {
  it("falls back to the derived slug, splits tags and defaults the author", () => {
    const values = { ...initialValues(), title: " Data Mesh 101 ", excerpt: "x", content: "<p>y</p>", author: " ", tags: "a, , b ,a", slug: "" };
    expect(toPostInput(values, undefined, NOW)).toMatchObject({
      title: "Data Mesh 101",
      slug: "data-mesh-101",
      author: DEFAULT_BLOG_AUTHOR,
      tags: ["a", "b"],
      featuredImage: null,
      published: false,
      publishedAt: null,
    });
  });

  it("keeps a published post's date and dates a new publication now", () => {
    expect(expectedPublishedAt({ published: true }, published, NOW)).toBe(published.publishedAt);
    expect(expectedPublishedAt({ published: true }, undefined, NOW)).toBe(NOW.toISOString());
    expect(expectedPublishedAt({ published: false }, published, NOW)).toBeNull();
  });
});

describe("the form", () => {
  it("starts from a post's values in edit mode, tags as comma text", () => {
    expect(initialValues(published)).toMatchObject({ slug: "old", tags: "AI, Data", author: "Thandi", featuredImage: "", published: true });
    expect(initialValues().author).toBe(DEFAULT_BLOG_AUTHOR);
  });

  it("checks required fields, the slug format and the image URL", () => {
    const ok = { ...initialValues(), title: "t", excerpt: "e", content: "c" };
    expect(postFormSchema.safeParse(ok).success).toBe(true);
    expect(postFormSchema.safeParse({ ...ok, title: " " }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...ok, slug: "Bad Slug" }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...ok, featuredImage: "javascript:alert(1)" }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...ok, featuredImage: "/images/a.png" }).success).toBe(true);
  });

  it("previews an unsafe image as none", () => {
    const values = { ...initialValues(), title: "t", featuredImage: "javascript:alert(1)" };
    expect(previewOf(values, undefined, NOW).featuredImage).toBeNull();
  });
});
