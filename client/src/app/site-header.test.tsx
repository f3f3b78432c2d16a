// The visitor's calls to action ('Join Talent Pool', 'Hire Talent', 'Book Free Discovery Call') are
// for visitors only: signed-in clients, experts, candidates and admins see their own controls in the
// bar and in the mobile menu. The prerendered page is the visitor's; the signed-in header replaces it
// once hydrated, from what the browser keeps, without a request and without a mismatch.
import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { Header } from "@/components/layout/header";
import { renderWithApp } from "@/test/render";
import { SiteHeader } from "./site-header";

const VISITOR_ACTIONS = [/Join Talent Pool/, /^Hire Talent$/, /^Book Free Discovery Call$/];

const names = (root: HTMLElement) => within(root).queryAllByRole("link").map((l) => l.textContent);

function header(props: Partial<Parameters<typeof Header>[0]> = {}) {
  return renderWithApp(<Header user={null} onLogout={vi.fn(async () => {})} isLoggingOut={false} {...props} />);
}

async function openMenu(user: ReturnType<typeof header>["user"]) {
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.findByRole("dialog", { name: "Menu" });
}

describe("Header: the visitor's calls to action", () => {
  it("are offered to a visitor, in the bar and in the mobile menu", async () => {
    const { user } = header();
    const bar = screen.getByRole("banner");
    for (const name of VISITOR_ACTIONS) expect(within(bar).getByRole("link", { name })).toBeTruthy();
    expect(within(bar).getByRole("link", { name: "Book Free Discovery Call" }).getAttribute("href")).toBe("/booking");
    const menu = await openMenu(user);
    for (const name of VISITOR_ACTIONS) expect(within(menu).getByRole("link", { name })).toBeTruthy();
  });

  it.each(["client", "expert", "candidate"] as const)("are not offered to a signed-in %s, in the bar or the menu", async (userType) => {
    const { user } = header({ user: { userType } });
    const bar = screen.getByRole("banner");
    for (const name of VISITOR_ACTIONS) expect(within(bar).queryByRole("link", { name }), String(name)).toBeNull();
    expect(within(bar).getByRole("button", { name: "Logout" })).toBeTruthy();
    const menu = await openMenu(user);
    for (const name of VISITOR_ACTIONS) expect(within(menu).queryByRole("link", { name }), String(name)).toBeNull();
    expect(names(menu)).toContain({ client: "Dream Teams", expert: "Expert Hub", candidate: "My Profile" }[userType]);
  });

  it("are not offered to an admin signed in to the console, who gets a way back to it", async () => {
    const { user } = header({ admin: true });
    const bar = screen.getByRole("banner");
    for (const name of VISITOR_ACTIONS) expect(within(bar).queryByRole("link", { name })).toBeNull();
    expect(within(bar).getByRole("link", { name: "Console" }).getAttribute("href")).toBe("/admin/dreamteam");
    const menu = await openMenu(user);
    for (const name of VISITOR_ACTIONS) expect(within(menu).queryByRole("link", { name })).toBeNull();
  });
});

describe("SiteHeader: the prerendered page and its hydration", () => {
  it("arrives as the visitor's header and turns into the admin's once hydrated, with no request", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    // The server renders at a path; the browser hydrates at its own location, the same page.
    const tree = (ssrPath?: string) => (
      <Router ssrPath={ssrPath}>
        <SiteHeader />
      </Router>
    );
    window.localStorage.setItem("adminToken", "admin-token");
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(window.location.pathname));
    document.body.appendChild(container);
    // What the build prerenders: the same for everyone.
    for (const name of VISITOR_ACTIONS) expect(within(container).getByRole("link", { name })).toBeTruthy();

    const root = await act(async () => hydrateRoot(container, tree()));
    for (const name of VISITOR_ACTIONS) expect(within(container).queryByRole("link", { name })).toBeNull();
    expect(within(container).getByRole("link", { name: "Console" })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("shows the visitor's header to a visitor after hydration too", () => {
    renderWithApp(<SiteHeader />);
    expect(names(screen.getByRole("banner"))).toEqual(expect.arrayContaining(["Join Talent Pool (opens in a new tab)", "Hire Talent", "Book Free Discovery Call"]));
  });
});
