// The console's Books tab: the trial balance with its accounts and the word that it balances, the
// companies' balances and the months' figures.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { BooksPanel } from "./books-panel";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

const accounts = [
  { account: "receivables", debitCents: 500_000, creditCents: 300_000, balanceCents: 200_000 },
  { account: "cash", debitCents: 330_000, creditCents: 100_000, balanceCents: 230_000 },
  { account: "credit-on-account", debitCents: 0, creditCents: 30_000, balanceCents: -30_000 },
  { account: "expert-payables", debitCents: 100_000, creditCents: 400_000, balanceCents: -300_000 },
  { account: "fees", debitCents: 0, creditCents: 100_000, balanceCents: -100_000 },
];

/** A row's cells as they read on a wide screen (each cell also carries its label for phones). */
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll("td > div")).map((d) => d.textContent).join(" | ");

function renderPanel(balanceCents = 0) {
  stubFetch({
    "GET /api/admin/ledger/trial-balance": json(200, { accounts, debitCents: 930_000, creditCents: 930_000 - balanceCents, balanceCents }),
    "GET /api/admin/ledger/figures": json(200, {
      companies: [{ companyId: 3, companyName: "Northwind Analytics", receivablesCents: 200_000, creditCents: 30_000 }],
      months: [{ month: "2026-10", cashInCents: 330_000, paidOutCents: 100_000, feesCents: 100_000 }],
      receivablesByAge: [{ companyId: 3, companyName: "Northwind Analytics", currentCents: 50_000, days1to30Cents: 0, days31to60Cents: 150_000, over60Cents: 0, totalCents: 200_000 }],
    }),
  });
  return renderWithApp(<BooksPanel />);
}

describe("BooksPanel", () => {
  it("shows each account's debits, credits and balance, and that the books balance", async () => {
    renderPanel();
    const table = await screen.findByRole("table", { name: "Trial balance: each account's debits, credits and balance" });
    const rows = within(table).getAllByRole("row").slice(1).map(cells);
    expect(rows).toEqual([
      "Receivables | $5,000.00 | $3,000.00 | $2,000.00",
      "Cash | $3,300.00 | $1,000.00 | $2,300.00",
      "Credit on account | $0.00 | $300.00 | -$300.00",
      "Expert payables | $1,000.00 | $4,000.00 | -$3,000.00",
      "Fees earned | $0.00 | $1,000.00 | -$1,000.00",
    ]);
    expect(screen.getByText("Balanced")).toBeTruthy();
    const companies = await screen.findByRole("table", { name: "What each company owes and the credit it holds" });
    expect(cells(within(companies).getAllByRole("row")[1])).toBe("Northwind Analytics | $2,000.00 | $300.00");
    const age = screen.getByRole("table", { name: "What each company owes on open invoices, by days past their due date" });
    expect(cells(within(age).getAllByRole("row")[1])).toBe("Northwind Analytics | $500.00 | $0.00 | $1,500.00 | $0.00 | $2,000.00");
    const months = screen.getByRole("table", { name: "Cash in, paid out and fees earned per month" });
    expect(cells(within(months).getAllByRole("row")[1])).toBe("October 2026 | $3,300.00 | $1,000.00 | $1,000.00");
  });

  it("says so when the books are out", async () => {
    renderPanel(500);
    expect(await screen.findByText("Out by $5.00")).toBeTruthy();
  });
});
