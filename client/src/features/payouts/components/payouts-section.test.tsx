// The expert hub's Payouts: the next payout day with what the approved hours will bring in dollars
// and rand, the account masked, its change asking for the password (the server's refusal shown on
// the field), and each payout with its status.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BankAccount, Payout, PayoutOutlook } from "@shared/contracts/payouts";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { PayoutsSection } from "./payouts-section";

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });
const outlook: PayoutOutlook = { nextPayoutDate: "2026-12-05", minutes: 1_950, usdCents: 260_000, zarCents: 4_792_346, usdZarRate: "18.4321", holdReason: null, holdMessage: null };
const account: BankAccount = {
  accountHolder: "Thandi Nkosi",
  bankName: "First National Bank",
  branchCode: "250655",
  accountNumberMasked: "••••6789",
  accountType: "cheque",
  changedAt: "2026-09-01T08:00:00.000Z",
  holdUntil: null,
};
const paid: Payout = {
  id: 3,
  runId: 1,
  month: "2026-10",
  minutes: 9_600,
  hours: 160,
  usdCents: 1_280_000,
  carriedUsdCents: 0,
  zarCents: 23_593_088,
  usdZarRate: "18.4321",
  status: "paid",
  holdReason: null,
  holdMessage: null,
  payoutDate: "2026-11-05",
  sentAt: "2026-11-05T08:00:00.000Z",
  paidAt: "2026-11-06T08:00:00.000Z",
  failedAt: null,
  carriedIntoId: null,
  createdAt: "2026-11-05T07:00:00.000Z",
};

function renderSection(routes: Parameters<typeof stubFetch>[0] = {}) {
  const requests = stubFetch({
    "GET /api/payouts/outlook": json(200, outlook),
    "GET /api/payouts/bank-account": json(200, account),
    "GET /api/payouts": () => list([paid]),
    ...routes,
  });
  return { ...renderWithApp(<PayoutsSection />), requests };
}

describe("PayoutsSection", () => {
  it("shows the next payout day and what the approved hours will bring, the account masked, and each payout", async () => {
    renderSection();
    const next = await screen.findByRole("region", { name: "Next payout" });
    await waitFor(() => expect(next.textContent).toContain("Next payout: 5 Dec 2026"));
    expect(next.textContent).toContain("$2,600.00");
    expect(next.textContent).toContain("R47,923.46");
    expect(next.textContent).toContain("32.5 approved hours");
    const bank = screen.getByRole("region", { name: "Bank account for payouts" });
    await waitFor(() => expect(bank.textContent).toContain("••••6789"));
    expect(bank.textContent).not.toMatch(/\d{7,}/);
    const payouts = screen.getByRole("region", { name: "Your payouts" });
    await waitFor(() => expect(payouts.textContent).toContain("October 2026 · $12,800.00 · R235,930.88"));
    expect(within(payouts).getByText("Paid")).toBeTruthy();
    expect(within(payouts).getByRole("button", { name: "Statement for October 2026" })).toBeTruthy();
  });

  it("says why payouts wait when there is no account, and saves one with the password, the refusal shown on its field", async () => {
    let tries = 0;
    const f = renderSection({
      "GET /api/payouts/outlook": json(200, { ...outlook, holdReason: "no-bank-account", holdMessage: "No bank account is saved for payouts yet: add one and this payout goes with the next run." }),
      "GET /api/payouts/bank-account": json(200, null),
      "GET /api/payouts": () => list([]),
      "PUT /api/payouts/bank-account": () =>
        ++tries === 1
          ? apiError(401, "wrong_password", "Your current password is not correct.", [{ path: "currentPassword", message: "Your current password is not correct." }])
          : json(200, { ...account, holdUntil: "2026-12-01T08:00:00.000Z" }),
    });
    expect(await screen.findByText("No bank account is saved for payouts yet: add one and this payout goes with the next run.")).toBeTruthy();
    await f.user.click(await screen.findByRole("button", { name: "Add bank account" }));
    await f.user.type(screen.getByLabelText(/Account holder/), "Thandi Nkosi");
    await f.user.type(screen.getByRole("textbox", { name: /^Bank/ }), "First National Bank");
    await f.user.type(screen.getByLabelText(/Branch code/), "250655");
    await f.user.type(screen.getByLabelText(/Account number/), "62123456789");
    await f.user.type(screen.getByLabelText(/Current password/), "wrong-one");
    await f.user.click(screen.getByRole("button", { name: "Save bank account" }));
    expect(await screen.findByText("Your current password is not correct.")).toBeTruthy();
    const [sent] = sentTo(f.requests, "PUT /api/payouts/bank-account");
    expect(sent.body).toEqual({ accountHolder: "Thandi Nkosi", bankName: "First National Bank", branchCode: "250655", accountNumber: "62123456789", accountType: "cheque", currentPassword: "wrong-one" });

    await f.user.clear(screen.getByLabelText(/Current password/));
    await f.user.type(screen.getByLabelText(/Current password/), "right-one");
    await f.user.click(screen.getByRole("button", { name: "Save bank account" }));
    const bank = screen.getByRole("region", { name: "Bank account for payouts" });
    await waitFor(() => expect(bank.textContent).toContain("••••6789"));
    expect(bank.textContent).toContain("payouts wait until 1 Dec 2026");
  });

  it("checks the fields before sending", async () => {
    const f = renderSection({ "GET /api/payouts/bank-account": json(200, null) });
    await f.user.click(await screen.findByRole("button", { name: "Add bank account" }));
    await f.user.type(screen.getByLabelText(/Branch code/), "12");
    await f.user.click(screen.getByRole("button", { name: "Save bank account" }));
    expect(await screen.findByText("A branch code is 6 digits.")).toBeTruthy();
    expect(sentTo(f.requests, "PUT /api/payouts/bank-account")).toHaveLength(0);
  });
});
