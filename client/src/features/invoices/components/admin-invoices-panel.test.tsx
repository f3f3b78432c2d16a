// The console's Invoices tab: the monthly figures with a table for screen readers, the list by state,
// an invoice opened and marked paid, and a month that cannot be issued answered on its field.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, sentTo, stubFetch, validationError } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { AdminInvoicesPanel } from "./admin-invoices-panel";
import { invoice, invoiceSummary } from "./test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });
const figures = {
  months: [
    { month: "2026-09", approvedMinutes: 9_600, billedCents: 1_360_000, paidCents: 1_360_000, invoices: 2 },
    { month: "2026-10", approvedMinutes: 1_005, billedCents: 161_913, paidCents: 0, invoices: 1 },
    { month: "2026-11", approvedMinutes: 0, billedCents: 0, paidCents: 0, invoices: 0 },
  ],
};

function renderPanel(routes: Parameters<typeof stubFetch>[0] = {}) {
  const requests = stubFetch({
    "GET /api/admin/invoices/figures": json(200, figures),
    "GET /api/invoices": () => list([invoiceSummary()]),
    "GET /api/invoices/5": () => json(200, invoice()),
    ...routes,
  });
  return { ...renderWithApp(<AdminInvoicesPanel />), requests };
}

describe("AdminInvoicesPanel", () => {
  it("draws hours and billing per month, with the exact figures in a table", async () => {
    renderPanel();
    expect(await screen.findByRole("img", { name: "Approved hours" })).toBeTruthy();
    const billed = screen.getByRole("table", { name: "Billed" });
    const cells = within(billed)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(cells).toEqual(["September 2026$13,600.00 on 2 invoices, $13,600.00 paid", "October 2026$1,619.13 on 1 invoice, $0.00 paid", "November 2026$0.00 on 0 invoices, $0.00 paid"]);
    expect(within(screen.getByRole("table", { name: "Approved hours" })).getByText("16.75 h")).toBeTruthy();
  });

  it("lists open invoices, opens one and marks it paid", async () => {
    const f = renderPanel({ "POST /api/invoices/5/paid": () => json(200, invoice({ status: "paid", paidAt: "2026-11-20T09:00:00.000Z" })) });
    // The figures' tables may draw first: wait for the invoice's own row.
    const row = await waitFor(() => {
      const found = screen.getAllByRole("row").find((r) => r.textContent?.includes("INV-000042"));
      if (!found) throw new Error("The invoice's row is not drawn yet");
      return found;
    });
    expect(within(row).getByText("$1,619.13")).toBeTruthy();
    await f.user.click(within(row).getByRole("button", { name: "Open INV-000042 for Alpha Co, October 2026" }));
    await screen.findByRole("heading", { name: "Invoice INV-000042 for October 2026" });
    await f.user.click(screen.getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("Marked paid")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull());
    expect(sentTo(f.requests, "POST /api/invoices/5/paid").map((r) => r.headers.authorization)).toEqual(["Bearer admin-token"]);
    expect(sentTo(f.requests, "GET /api/invoices")[0].url).toBe("/api/invoices?status=open&limit=20&offset=0");
  });

  it("issues a month, and shows the server's refusal on the month field", async () => {
    let calls = 0;
    const f = renderPanel({
      "POST /api/invoices/run": () =>
        ++calls === 1
          ? validationError([{ path: "month", message: "November 2026 has not ended yet: its invoices can be issued from 1 Dec 2026." }])
          : json(200, { month: "2026-10", invoices: [invoiceSummary()], failedCompanyIds: [] }),
    });
    const month = await screen.findByLabelText(/^Month/);
    await f.user.clear(month);
    await f.user.type(month, "2026-13");
    await f.user.click(screen.getByRole("button", { name: "Issue invoices" }));
    expect(await screen.findByText("Month must be a calendar month written as YYYY-MM, such as 2026-10")).toBeTruthy();
    expect(sentTo(f.requests, "POST /api/invoices/run")).toEqual([]);

    await f.user.clear(month);
    await f.user.type(month, "2026-11");
    await f.user.click(screen.getByRole("button", { name: "Issue invoices" }));
    expect(await screen.findByText(/November 2026 has not ended yet/)).toBeTruthy();
    expect(month.getAttribute("aria-invalid")).toBe("true");

    await f.user.clear(month);
    await f.user.type(month, "2026-10");
    await f.user.click(screen.getByRole("button", { name: "Issue invoices" }));
    expect(await screen.findByText("1 invoice issued")).toBeTruthy();
    expect(sentTo(f.requests, "POST /api/invoices/run").map((r) => r.body)).toEqual([{ month: "2026-11" }, { month: "2026-10" }]);
  });
});
