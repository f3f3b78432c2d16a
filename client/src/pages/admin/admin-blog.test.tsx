// The blog editor's live preview on /admin/blog: the post reads as readers will see it, and post
// HTML is sanitised on display as well as on save, so nothing the admin types can run here.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import AdminBlogPage from "./admin-blog";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

async function openNewPost() {
  const requests = stubFetch({
    "GET /api/admin/check-auth": json(200, { authenticated: true, user: publicUser({ id: 1, username: "admin", isAdmin: true }) }),
    "GET /api/admin/blog/posts": json(200, []),
  });
  const view = renderWithApp(<AdminBlogPage />, { path: "/admin/blog" });
  await view.user.click(await screen.findByRole("button", { name: "New Post" }));
  const form = screen.getByRole("form", { name: "Create post" });
  const preview = screen.getByRole("region", { name: "Live Preview" });
  return { ...view, requests, form, preview };
}

describe("AdminBlogPage: live preview", () => {
  it("shows the post as a reader would, with scripts, event handlers and script links removed", async () => {
    const { user, form, preview, requests } = await openNewPost();
    expect(requests[0].headers.authorization).toBe("Bearer admin-token");

    await user.type(within(form).getByLabelText("Title"), "Safe preview");
    await user.type(within(form).getByLabelText("Tags"), "AI, Hiring");
    await user.click(within(form).getByLabelText("Content (HTML)"));
    await user.paste(
      '<h2>Why now</h2><p onclick="alert(1)">Hello <strong>readers</strong></p>' +
        '<script>window.__pwned = true</script><img src="/images/chart.png" onerror="window.__pwned = true" alt="chart">' +
        '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/report" target="_blank">good link</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    );

    const article = within(preview).getByRole("article");
    await waitFor(() => expect(within(article).getByRole("heading", { name: "Why now" })).toBeTruthy());
    expect(within(article).getByRole("heading", { level: 2, name: "Safe preview" })).toBeTruthy();
    expect(within(within(article).getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["AI", "Hiring"]);
    expect(within(article).getByText("readers").tagName).toBe("STRONG");

    expect(article.querySelector("script, iframe, style")).toBeNull();
    expect(article.querySelector("[onclick], [onerror]")).toBeNull();
    expect(within(article).getByText("bad link").hasAttribute("href")).toBe(false);
    const good = within(article).getByRole("link", { name: "good link" });
    expect(good.getAttribute("href")).toBe("https://example.com/report");
    expect(good.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(article).getByRole("img", { name: "chart" }).getAttribute("src")).toBe("/images/chart.png");
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("shows 'Untitled post' and the draft's 'No date' before anything is typed", async () => {
    const { preview } = await openNewPost();
    const article = within(preview).getByRole("article");
    expect(within(article).getByRole("heading", { level: 2, name: "Untitled post" })).toBeTruthy();
    expect(within(article).getByText("No date")).toBeTruthy();
    expect(within(article).getByText("By Protea Talent Team")).toBeTruthy();
  });
});
