// The console's Accounts tab: a look-up, its empty and error states, and an erasure confirmed first.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUserSummary } from "@shared/contracts/account";
import { apiError, json, sentTo, stubFetch, type Routes } from "@/test/fetch";
import { findToast, renderWithApp } from "@/test/render";
import { AdminAccountsPanel } from "./admin-accounts-panel";

const zanele: AdminUserSummary = {
  id: 41,
  username: "zanele.d",
  email: "zanele@example.com",
  firstName: "Zanele",
  lastName: "Dube",
  userType: "expert",
  isAdmin: false,
  createdAt: "2026-10-01T08:00:00.000Z",
};

function renderPanel(routes: Routes) {
  const requests = stubFetch(routes);
  const view = renderWithApp(<AdminAccountsPanel />, { path: "/admin/dreamteam" });
  const find = async (text: string) => {
    await view.user.type(screen.getByLabelText("Name, username, e-mail or id"), text);
    await view.user.click(screen.getByRole("button", { name: "Find" }));
  };
  return { ...view, requests, find };
}

describe("AdminAccountsPanel", () => {
  it("looks accounts up by what the admin typed and lists each with its actions", async () => {
    const view = renderPanel({ "GET /api/admin/users": json(200, [zanele]) });
    await view.find("zanele");
    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("Zanele Dube");
    expect(item.textContent).toContain("zanele@example.com");
    expect(sentTo(view.requests, "GET /api/admin/users").map((r) => r.url)).toEqual(["/api/admin/users?q=zanele"]);
    expect(within(item).getByRole("button", { name: "Download the data of Zanele Dube" })).toBeTruthy();
  });

  it("says when nothing matches, and shows a failed look-up", async () => {
    const view = renderPanel({ "GET /api/admin/users": json(200, []) });
    await view.find("nobody");
    expect(await screen.findByText(/No account matches/)).toBeTruthy();

    stubFetch({ "GET /api/admin/users": apiError(403, "forbidden", "Admin access required.") });
    await view.user.clear(screen.getByLabelText("Name, username, e-mail or id"));
    await view.find("someone");
    expect((await screen.findByRole("alert")).textContent).toBe("Admin access required.");
  });

  it("erases only after the confirmation, then says so and looks up again", async () => {
    let erased = false;
    const view = renderPanel({
      "GET /api/admin/users": () => json(200, erased ? [] : [zanele]),
      "DELETE /api/admin/users/41": () => {
        erased = true;
        return json(200, { success: true, name: "Deleted user" });
      },
    });
    await view.find("zanele");
    await view.user.click(await screen.findByRole("button", { name: "Delete the account of Zanele Dube" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Zanele Dube’s account?" });
    expect(sentTo(view.requests, "DELETE /api/admin/users/*")).toHaveLength(0);

    await view.user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await findToast()).toMatchObject({ title: "Account deleted" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentTo(view.requests, "DELETE /api/admin/users/41")).toHaveLength(1);
    expect(await screen.findByText(/No account matches/)).toBeTruthy();
  });
});
