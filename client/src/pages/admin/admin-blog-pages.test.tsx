// /admin/blog lists every post a page at a time: the server's total, Previous/Next, and the heading
// that keeps the outline in order (h1, then 'All Posts', then each post's h3).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { ADMIN_PAGE_SIZE } from "@/components/admin/list-parts";
import { json, sentTo, stubFetch, type RecordedRequest } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import AdminBlogPage from "./admin-blog";

const TOTAL = ADMIN_PAGE_SIZE + 4;
const post = (id: number): AdminBlogPost => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: "Excerpt",
  content: "<p>Body</p>",
  author: "Team",
  featuredImage: null,
  tags: [],
  published: false,
  publishedAt: null,
  createdAt: "2031-03-10T09:00:00.000Z",
  updatedAt: "2031-03-10T09:00:00.000Z",
});

/** Answers ?limit&offset like the server: that slice, and the total in X-Total-Count. */
function pageOf(request: RecordedRequest) {
  const query = new URL(request.url, "http://localhost").searchParams;
  const offset = Number(query.get("offset"));
  const length = Math.max(0, Math.min(Number(query.get("limit")), TOTAL - offset));
  const res = json(
    200,
    Array.from({ length }, (_, i) => post(offset + i + 1)),
  );
  res.headers.set("X-Total-Count", String(TOTAL));
  return res;
}

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

describe("AdminBlogPage: the list of posts", () => {
  it("shows one page with the total, and the next page on 'Next'", async () => {
    const requests = stubFetch({
      "GET /api/admin/check-auth": json(200, { authenticated: true, user: publicUser({ id: 1, username: "admin", isAdmin: true }) }),
      "GET /api/admin/blog/posts": pageOf,
    });
    const { user } = renderWithApp(<AdminBlogPage />, { path: "/admin/blog" });
    const list = await screen.findByRole("list", { name: "Blog posts" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(ADMIN_PAGE_SIZE);
    expect(screen.getByRole("heading", { level: 2, name: "All Posts" })).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Blog post pages" });
    expect(within(pages).getByText(`Showing 1–${ADMIN_PAGE_SIZE} of ${TOTAL}`)).toBeTruthy();

    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(TOTAL - ADMIN_PAGE_SIZE));
    expect(within(pages).getByText(`Showing ${ADMIN_PAGE_SIZE + 1}–${TOTAL} of ${TOTAL}`)).toBeTruthy();
    expect(within(list).getByRole("heading", { level: 3, name: `Post ${TOTAL}` })).toBeTruthy();
    expect(sentTo(requests, "GET /api/admin/blog/posts").map((r) => r.url)).toEqual([
      `/api/admin/blog/posts?limit=${ADMIN_PAGE_SIZE}&offset=0`,
      `/api/admin/blog/posts?limit=${ADMIN_PAGE_SIZE}&offset=${ADMIN_PAGE_SIZE}`,
    ]);
  });
});
