// The blog editor (SPEC.md "/admin/blog", sections 4, 5, 7 and 8): title, excerpt and content
// required, the slug derived from the title until edited by hand (never in edit mode), the slug
// format, tags from comma text, the request for create and for edit, the live preview's values,
// and the server's refusals.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { apiError, deferred, json, stubFetch, validationError, type Handler, type Routes } from "@/test/fetch";
import { fieldError, findFieldError, findToast, renderWithApp } from "@/test/render";
import { PostForm, type PreviewPost } from "./post-form";

const NOW = "2031-03-10T09:00:00.000Z";
const SLUG_FORMAT = "Use lowercase letters, numbers and single hyphens only (e.g. my-first-post)";
const SLUG_TAKEN = "A post with this slug already exists. Please choose a different slug.";

const existingPost: AdminBlogPost = {
  id: 9,
  title: "Why South African Data Engineers",
  slug: "why-south-african-data-engineers",
  excerpt: "Time zones, skills and cost.",
  content: "<p>Same hours as London.</p>",
  author: "Naledi M.",
  featuredImage: "https://images.example/cover.png",
  tags: ["Hiring", "Data"],
  published: true,
  publishedAt: "2031-02-01T12:00:00.000Z",
  createdAt: "2031-01-30T12:00:00.000Z",
  updatedAt: "2031-02-01T12:00:00.000Z",
};

/** The server's answer to a save: the post as stored. */
const savedPost: Handler = (request) => {
  const body = request.body as Record<string, unknown>;
  return json(request.method === "POST" ? 201 : 200, { ...existingPost, ...body, id: request.method === "POST" ? 10 : 9, createdAt: NOW, updatedAt: NOW });
};

/** A plain preview that lists the values PostForm hands it (the page passes the reader's article view). */
function PreviewValues({ post }: { post: PreviewPost }) {
  return (
    <dl aria-label="Preview values">
      {Object.entries(post).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function previewValue(key: string): unknown {
  const list = screen.getByLabelText("Preview values");
  const term = within(list)
    .getAllByRole("term")
    .find((dt) => dt.textContent === key);
  if (!term) throw new Error(`No preview value ${key}`);
  return JSON.parse(term.nextElementSibling?.textContent ?? "null");
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
  window.localStorage.setItem("adminToken", "admin-token");
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm(routes: Routes = {}, post?: AdminBlogPost) {
  const requests = stubFetch(routes);
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithApp(<PostForm post={post} onDone={onDone} onCancel={onCancel} renderPreview={(p) => <PreviewValues post={p} />} />, {
    path: "/admin/blog",
  });
  const form = screen.getByRole("form", { name: post ? "Edit post" : "Create post" });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement & HTMLTextAreaElement;
  return {
    ...view,
    requests,
    onDone,
    onCancel,
    form,
    title: () => field("Title"),
    slug: () => field("Slug"),
    excerpt: () => field("Excerpt"),
    content: () => field("Content (HTML)"),
    author: () => field("Author"),
    image: () => field("Featured Image URL"),
    tags: () => field("Tags"),
    published: () => field("Published"),
    async fill(values: { title?: string; excerpt?: string; content?: string }) {
      if (values.title !== undefined) await view.user.type(field("Title"), values.title);
      if (values.excerpt !== undefined) await view.user.type(field("Excerpt"), values.excerpt);
      // user-event reads "{" and "[" as key names; HTML is pasted instead.
      if (values.content !== undefined) {
        await view.user.click(field("Content (HTML)"));
        await view.user.paste(values.content);
      }
    },
    submit: () => view.user.click(within(form).getByRole("button", { name: post ? "Update Post" : "Create Post" })),
    saves: () => requests.filter((r) => r.method !== "GET"),
  };
}

const VALID = { title: "Hiring Senior Data Engineers", excerpt: "What to look for.", content: "<p>Start with the data.</p>" };

describe("PostForm: required fields and formats", () => {
  it("requires title, excerpt and content, not the slug, and sends nothing", async () => {
    const f = renderForm();
    await f.submit();

    expect(await findFieldError(f.title())).toBe("Title is required");
    expect(await findFieldError(f.excerpt())).toBe("Excerpt is required");
    expect(await findFieldError(f.content())).toBe("Content is required");
    expect(fieldError(f.slug())).toBeNull();
    expect(f.saves()).toHaveLength(0);
  });

  it("treats a title, excerpt or content of spaces as missing", async () => {
    const f = renderForm();
    await f.fill({ title: "   ", excerpt: "  ", content: " " });
    await f.submit();

    expect(await findFieldError(f.title())).toBe("Title is required");
    expect(await findFieldError(f.excerpt())).toBe("Excerpt is required");
    expect(await findFieldError(f.content())).toBe("Content is required");
    expect(f.saves()).toHaveLength(0);
  });

  it.each(["Bad Slug", "double--hyphen", "-leading", "UPPER"])("refuses the slug %j", async (slug) => {
    const f = renderForm();
    await f.fill(VALID);
    await f.user.clear(f.slug());
    await f.user.type(f.slug(), slug);
    await f.submit();

    expect(await findFieldError(f.slug())).toBe(SLUG_FORMAT);
    expect(f.saves()).toHaveLength(0);
  });

  it.each(["javascript:alert(1)", "//evil.example/x.png", "cover.png"])("refuses the featured image %j", async (url) => {
    const f = renderForm();
    await f.fill(VALID);
    await f.user.type(f.image(), url);
    await f.submit();

    expect(await findFieldError(f.image())).toBe("Must be an http(s) URL or a path on this site starting with /");
    expect(f.saves()).toHaveLength(0);
  });
});

describe("PostForm: slug in create mode", () => {
  it("derives the slug from the title: lowercase, runs of other signs one hyphen, no hyphen at either end", async () => {
    const f = renderForm();
    await f.user.type(f.title(), "  Hiring Senior Data Engineers: A 2031 Guide!  ");
    expect(f.slug().value).toBe("hiring-senior-data-engineers-a-2031-guide");

    await f.user.clear(f.title());
    await f.user.type(f.title(), "Café & Über-Data");
    expect(f.slug().value).toBe("cafe-uber-data");
  });

  it("stops following the title once the slug is edited by hand, and follows it again once emptied", async () => {
    const f = renderForm();
    await f.user.type(f.title(), "First title");
    await f.user.clear(f.slug());
    await f.user.type(f.slug(), "my-own-slug");
    await f.user.type(f.title(), " changed");
    expect(f.slug().value).toBe("my-own-slug");

    await f.user.clear(f.slug());
    await f.user.type(f.title(), " again");
    expect(f.slug().value).toBe("first-title-changed-again");
  });

  it("sends the slug derived from the title when the slug is left empty", async () => {
    const f = renderForm({ "POST /api/admin/blog/posts": savedPost });
    await f.fill(VALID);
    await f.user.clear(f.slug());
    await f.submit();

    await waitFor(() => expect(f.saves()).toHaveLength(1));
    expect(f.saves()[0].body).toMatchObject({ slug: "hiring-senior-data-engineers" });
  });
});

describe("PostForm: create", () => {
  it("sends SPEC's payload with the admin token: a draft, default author, tags from the comma text", async () => {
    const f = renderForm({ "POST /api/admin/blog/posts": savedPost });
    await f.fill(VALID);
    await f.user.clear(f.author());
    await f.user.type(f.tags(), "AI, Hiring,  , ai ,Data   Engineering,");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Success", description: "Blog post created successfully" });
    expect(f.onDone).toHaveBeenCalledTimes(1);
    const [request] = f.saves();
    expect(`${request.method} ${request.url}`).toBe("POST /api/admin/blog/posts");
    expect(request.headers.authorization).toBe("Bearer admin-token");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({
      title: "Hiring Senior Data Engineers",
      slug: "hiring-senior-data-engineers",
      excerpt: "What to look for.",
      content: "<p>Start with the data.</p>",
      author: "Protea Talent Team",
      featuredImage: null,
      tags: ["AI", "Hiring", "Data Engineering"],
      published: false,
      publishedAt: null,
    });
  });

  it("publishes with publishedAt set to now, and accepts a site path as featured image", async () => {
    const f = renderForm({ "POST /api/admin/blog/posts": savedPost });
    await f.fill(VALID);
    await f.user.clear(f.author());
    await f.user.type(f.author(), "  Naledi M. ");
    await f.user.type(f.image(), "/images/cover.png");
    await f.user.click(f.published());
    await f.submit();

    await waitFor(() => expect(f.saves()).toHaveLength(1));
    expect(f.saves()[0].body).toMatchObject({ author: "Naledi M.", featuredImage: "/images/cover.png", published: true, publishedAt: NOW });
  });

  it("starts with the default author and as a draft", () => {
    const f = renderForm();
    expect(screen.getByRole("heading", { name: "Create New Post" })).toBeTruthy();
    expect(f.author().value).toBe("Protea Talent Team");
    expect(f.published().checked).toBe(false);
  });

  it("reads 'Saving...' with both buttons disabled while saving", async () => {
    const answer = deferred();
    const f = renderForm({ "POST /api/admin/blog/posts": () => answer.reply });
    await f.fill(VALID);
    await f.submit();

    expect((await within(f.form).findByRole("button", { name: "Saving..." })).hasAttribute("disabled")).toBe(true);
    expect(within(f.form).getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    answer.resolve(json(201, { ...existingPost, id: 10 }));
    await waitFor(() => expect(f.onDone).toHaveBeenCalled());
  });

  it("says 'Failed to create blog post. Please try again.' and keeps the form when the server fails", async () => {
    const f = renderForm({ "POST /api/admin/blog/posts": apiError(500, "internal_error", "Something went wrong on our side. Please try again.") });
    await f.fill(VALID);
    await f.submit();

    expect(await findToast()).toEqual({ title: "Error", description: "Failed to create blog post. Please try again." });
    expect(f.onDone).not.toHaveBeenCalled();
    expect(f.title().value).toBe("Hiring Senior Data Engineers");
    expect(f.content().value).toBe("<p>Start with the data.</p>");
  });

  it("shows a taken slug (409) on the slug field, focused, with the server's message", async () => {
    const f = renderForm({ "POST /api/admin/blog/posts": apiError(409, "conflict", SLUG_TAKEN, [{ path: "slug", message: SLUG_TAKEN }]) });
    await f.fill(VALID);
    await f.submit();

    expect(await findToast()).toEqual({ title: "Error", description: SLUG_TAKEN });
    expect(await findFieldError(f.slug())).toBe(SLUG_TAKEN);
    expect(document.activeElement).toBe(f.slug());
  });

  it("puts a 400's issues on their fields", async () => {
    const f = renderForm({
      "POST /api/admin/blog/posts": validationError([{ path: "tags", message: "Each tag must be at most 40 characters" }]),
    });
    await f.fill(VALID);
    await f.user.type(f.tags(), "a-very-long-tag-that-goes-on-and-on-and-on");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Error", description: "Failed to create blog post. Please try again." });
    expect(await findFieldError(f.tags())).toBe("Each tag must be at most 40 characters");
  });

  it("calls onCancel on Cancel without sending anything", async () => {
    const f = renderForm();
    await f.user.click(within(f.form).getByRole("button", { name: "Cancel" }));
    expect(f.onCancel).toHaveBeenCalledTimes(1);
    expect(f.saves()).toHaveLength(0);
  });
});

describe("PostForm: edit", () => {
  it("starts from the post and never changes its slug by itself", async () => {
    const f = renderForm({}, existingPost);
    expect(screen.getByRole("heading", { name: "Edit Post" })).toBeTruthy();
    expect(f.title().value).toBe("Why South African Data Engineers");
    expect(f.slug().value).toBe("why-south-african-data-engineers");
    expect(f.tags().value).toBe("Hiring, Data");
    expect(f.image().value).toBe("https://images.example/cover.png");
    expect(f.published().checked).toBe(true);

    await f.user.type(f.title(), " in 2031");
    expect(f.slug().value).toBe("why-south-african-data-engineers");
  });

  it("updates with PUT /api/admin/blog/posts/{id}, keeping the first publication date", async () => {
    const f = renderForm({ "PUT /api/admin/blog/posts/9": savedPost }, existingPost);
    await f.user.type(f.title(), " in 2031");
    await f.submit();

    expect(await findToast()).toEqual({ title: "Success", description: "Blog post updated successfully" });
    expect(f.onDone).toHaveBeenCalledTimes(1);
    expect(f.saves().map((r) => `${r.method} ${r.url}`)).toEqual(["PUT /api/admin/blog/posts/9"]);
    expect(f.saves()[0].body).toEqual({
      title: "Why South African Data Engineers in 2031",
      slug: "why-south-african-data-engineers",
      excerpt: "Time zones, skills and cost.",
      content: "<p>Same hours as London.</p>",
      author: "Naledi M.",
      featuredImage: "https://images.example/cover.png",
      tags: ["Hiring", "Data"],
      published: true,
      publishedAt: "2031-02-01T12:00:00.000Z",
    });
  });

  it("sends publishedAt null when the post goes back to draft", async () => {
    const f = renderForm({ "PUT /api/admin/blog/posts/9": savedPost }, existingPost);
    await f.user.click(f.published());
    await f.submit();

    await waitFor(() => expect(f.saves()).toHaveLength(1));
    expect(f.saves()[0].body).toMatchObject({ published: false, publishedAt: null });
  });

  it("says 'Failed to update blog post' when the update fails", async () => {
    const f = renderForm({ "PUT /api/admin/blog/posts/9": new Response("", { status: 500, statusText: "Internal Server Error" }) }, existingPost);
    await f.submit();

    expect(await findToast()).toEqual({ title: "Error", description: "Failed to update blog post" });
    expect(f.onDone).not.toHaveBeenCalled();
  });
});

describe("PostForm: live preview values", () => {
  it("shows the post as it will read: placeholder title, default author, parsed tags, safe image only, draft date", async () => {
    const f = renderForm();
    expect(previewValue("title")).toBe("Untitled post");
    expect(previewValue("author")).toBe("Protea Talent Team");
    expect(previewValue("publishedAt")).toBeNull();

    await f.user.type(f.title(), "  A title ");
    await f.user.type(f.tags(), "AI, , Data");
    await f.user.type(f.image(), "javascript:alert(1)");
    await waitFor(() => expect(previewValue("title")).toBe("A title"));
    expect(previewValue("tags")).toEqual(["AI", "Data"]);
    expect(previewValue("featuredImage")).toBeNull();

    await f.user.click(f.published());
    await waitFor(() => expect(previewValue("publishedAt")).toBe(NOW));
  });
});
