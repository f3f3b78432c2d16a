// The console's Payouts tab: a month run with the day's rate (a bad rate refused before sending,
// the server's 409 said), the runs with their totals, a run's payouts per expert with the reason one
// waits, the run marked sent and a sent payout marked paid.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminPayout, PayoutRunDetail } from "@shared/contracts/payouts";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { AdminPayoutsPanel } from "./admin-payouts-panel";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });
const payout = (over: Partial<AdminPayout>): AdminPayout => ({
  id: 11,
  runId: 4,
  month: "2026-10",
  minutes: 9_600,
  hours: 160,
  usdCents: 1_280_000,
  carriedUsdCents: 0,
  zarCents: 23_593_088,
  usdZarRate: "18.4321",
  status: "scheduled",
  holdReason: null,
  holdMessage: null,
  payoutDate: "2026-11-05",
  sentAt: null,
  paidAt: null,
  failedAt: null,
  carriedIntoId: null,
  createdAt: "2026-11-05T07:00:00.000Z",
  expertId: 31,
  expertName: "Thandi Nkosi",
  accountLast4: "6789",
  failureReason: null,
  ...over,
});
const run: PayoutRunDetail = {
  id: 4,
  month: "2026-10",
  usdZarRate: "18.4321",
  payoutDate: "2026-11-05",
  createdAt: "2026-11-05T07:00:00.000Z",
  sentAt: null,
  payouts: 2,
  usdCents: 1_300_000,
  zarCents: 23_961_730,
  held: 1,
  byStatus: { scheduled: 2 },
  items: [
    payout({}),
    payout({ id: 12, expertId: 32, expertName: "Sipho Dlamini", usdCents: 20_000, zarCents: 368_642, minutes: 150, accountLast4: null, holdReason: "no-bank-account", holdMessage: "No bank account is saved for payouts yet." }),
  ],
};
const { items: _items, ...summary } = run;

describe("AdminPayoutsPanel", () => {
  it("refuses a rate that is no rate, runs a month, says a month run twice, and opens the run's payouts", async () => {
    let runs = 0;
    const requests = stubFetch({
      "GET /api/admin/payout-runs": () => list(runs ? [summary] : []),
      "POST /api/admin/payout-runs": () => (++runs === 1 ? json(201, run) : apiError(409, "conflict", "This month's payouts have been run already: a month is paid once.")),
      "GET /api/admin/payout-runs/4": json(200, run),
    });
    const f = renderWithApp(<AdminPayoutsPanel />);
    expect(await screen.findByText("No payout runs yet.")).toBeTruthy();
    await f.user.clear(screen.getByLabelText("Month"));
    await f.user.type(screen.getByLabelText("Month"), "2026-10");
    await f.user.type(screen.getByLabelText("USD→ZAR rate"), "18.43215");
    await f.user.click(screen.getByRole("button", { name: "Run payouts" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/up to four places/);
    expect(sentTo(requests, "POST /api/admin/payout-runs")).toHaveLength(0);

    await f.user.clear(screen.getByLabelText("USD→ZAR rate"));
    await f.user.type(screen.getByLabelText("USD→ZAR rate"), "18.4321");
    await f.user.click(screen.getByRole("button", { name: "Run payouts" }));
    const detail = await screen.findByRole("table", { name: "Payouts for October 2026" });
    expect(sentTo(requests, "POST /api/admin/payout-runs")[0]).toMatchObject({ body: { month: "2026-10", usdZarRate: "18.4321" }, headers: { authorization: "Bearer admin-token" } });
    expect(detail.textContent).toContain("Thandi Nkosi");
    expect(detail.textContent).toContain("R235,930.88");
    expect(detail.textContent).toContain("No bank account is saved for payouts yet.");
    const table = await screen.findByRole("table", { name: "Payout runs" });
    await waitFor(() => expect(table.textContent).toContain("1 waiting"));

    await f.user.click(screen.getByRole("button", { name: "Run payouts" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This month's payouts have been run already: a month is paid once.");
  });

  it("marks a run sent and a sent payout paid", async () => {
    let sent = false;
    let paid = false;
    const current = () => ({
      ...run,
      sentAt: sent ? "2026-11-05T09:00:00.000Z" : null,
      items: [payout({ status: paid ? "paid" : sent ? "sent" : "scheduled" }), run.items[1]],
    });
    const requests = stubFetch({
      "GET /api/admin/payout-runs": () => list([summary]),
      "GET /api/admin/payout-runs/4": () => json(200, current()),
      "POST /api/admin/payout-runs/4/sent": () => {
        sent = true;
        return json(200, current());
      },
      "POST /api/admin/payouts/11/paid": () => {
        paid = true;
        return json(200, current().items[0]);
      },
    });
    const f = renderWithApp(<AdminPayoutsPanel />);
    await f.user.click(await screen.findByRole("button", { name: "Open October 2026" }));
    await f.user.click(await screen.findByRole("button", { name: "Mark run sent" }));
    await f.user.click(await screen.findByRole("button", { name: "Paid to Thandi Nkosi" }));
    const detail = screen.getByRole("table", { name: "Payouts for October 2026" });
    await waitFor(() => expect(within(detail).getByText("Paid")).toBeTruthy());
    expect(sentTo(requests, "POST /api/admin/payouts/11/paid")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Mark run sent" })).toBeNull();
  });
});
