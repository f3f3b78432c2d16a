// The admin console's audit log: entries as the server pages them, the filters it sends, and the
// loading, empty and error states.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "@shared/contracts/audit";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { AuditLogPanel } from "./audit-log-panel";

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-20T10:00:00.000Z",
  actorId: 1,
  actorName: "Ada Admin (admin)",
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0",
  action: "sign-in",
  targetType: "user",
  targetId: "1",
  changes: { method: "code" },
  ...overrides,
});

const ENTRIES = [
  entry({ id: 3, action: "blog-post.updated", targetType: "blog-post", targetId: "7", changes: { title: { from: "Old", to: "New" } } }),
  entry({ id: 2, actorId: 9, actorName: null, ip: null, userAgent: null, action: "sign-in.failed", targetType: null, targetId: null, changes: { identifier: "x" } }),
];

const query = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

describe("AuditLogPanel", () => {
  it("lists entries with who, action, target, what changed and where from, and the total", async () => {
    stubFetch({
      "GET /api/admin/audit-log/actors": json(200, [{ id: 1, name: "Ada Admin (admin)" }]),
      "GET /api/admin/audit-log*": json(200, { entries: ENTRIES, total: 2 }),
    });
    renderWithApp(<AuditLogPanel />, { path: "/admin/dreamteam" });
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain("Blog post edited");
    expect(rows[0].textContent).toContain("Blog post #7");
    expect(rows[0].textContent).toContain("title: Old → New");
    expect(rows[0].textContent).toContain("203.0.113.9");
    // An erased person's entries keep the action and time, not the name.
    expect(rows[1].textContent).toContain("Deleted user");
    expect(rows[1].textContent).toContain("Failed sign-in");
    expect(screen.getByText("Showing 1–2 of 2")).toBeTruthy();
  });

  it("sends the person, action and dates it filters by, from the first page", async () => {
    const requests = stubFetch({
      "GET /api/admin/audit-log/actors": json(200, [{ id: 4, name: "Ben Admin (ben)" }]),
      "GET /api/admin/audit-log*": (r) => json(200, query(r.url).action ? { entries: [], total: 0 } : { entries: ENTRIES, total: 2 }),
    });
    const view = renderWithApp(<AuditLogPanel />, { path: "/admin/dreamteam" });
    await screen.findByRole("table", { name: "Audit log entries" });
    await screen.findByRole("option", { name: "Ben Admin (ben)" });
    await view.user.selectOptions(screen.getByLabelText("Person"), "4");
    await view.user.selectOptions(screen.getByLabelText("Action"), "expert.deactivated");
    await view.user.type(screen.getByLabelText("From (UTC)"), "2026-11-01");
    expect(await screen.findByText("No entries match these filters")).toBeTruthy();
    await waitFor(() => {
      const last = sentTo(requests, "GET /api/admin/audit-log*").filter((r) => !r.url.includes("/actors")).at(-1)!;
      expect(query(last.url)).toEqual({ actorId: "4", action: "expert.deactivated", from: "2026-11-01", limit: "20", offset: "0" });
    });
    await view.user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("table", { name: "Audit log entries" })).toBeTruthy();
  });

  it("says when there is nothing yet, and offers a retry when loading fails", async () => {
    let fail = true;
    stubFetch({
      "GET /api/admin/audit-log/actors": json(200, []),
      "GET /api/admin/audit-log*": () => (fail ? apiError(500, "internal", "Something went wrong") : json(200, { entries: [], total: 0 })),
    });
    const view = renderWithApp(<AuditLogPanel />, { path: "/admin/dreamteam" });
    expect(await screen.findByText("Could not load the audit log.")).toBeTruthy();
    fail = false;
    await view.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No entries yet")).toBeTruthy();
  });
});
