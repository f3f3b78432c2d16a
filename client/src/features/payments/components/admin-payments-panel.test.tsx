// The console's Payments tab: a statement uploaded and what it did said in words, a refusal said on
// the file field, and a waiting entry allocated to the open invoice it pays.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { BankEntry } from "@shared/contracts/payments";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { AdminPaymentsPanel } from "./admin-payments-panel";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });
const waiting: BankEntry = {
  id: 7,
  entryId: "BANK-7",
  bookedOn: "2026-11-03",
  amountCents: 20_000,
  currency: "USD",
  reference: "RF00UNKNOWN",
  counterparty: "Zeta Analytics",
  status: "unmatched",
  invoiceId: null,
  createdAt: "2026-11-04T08:00:00.000Z",
};
const openInvoice = {
  id: 5,
  number: 42,
  status: "open",
  companyId: 3,
  billedName: "Zeta Analytics",
  companyName: "Zeta Analytics",
  companyLocation: null,
  legalName: null,
  billingAddress: null,
  billingEmail: null,
  taxId: null,
  poNumbers: [],
  paymentTermsDays: 14,
  dueDate: "2026-11-15",
  paymentReference: "RF34000042",
  month: "2026-10",
  daysOverdue: null,
  periodStart: "2026-10-01",
  totalCents: 20_000,
  issuedAt: "2026-11-01T00:20:00.000Z",
  paidAt: null,
  updatedAt: "2026-11-01T00:20:00.000Z",
};

function renderPanel(routes: Parameters<typeof stubFetch>[0] = {}) {
  const requests = stubFetch({
    "GET /api/admin/bank-entries": () => list([waiting]),
    "GET /api/invoices": () => list([openInvoice]),
    ...routes,
  });
  return { ...renderWithApp(<AdminPaymentsPanel />), requests };
}

describe("AdminPaymentsPanel", () => {
  it("uploads a statement and says what it recorded, what waits and what was seen before", async () => {
    const f = renderPanel({
      "POST /api/admin/bank-statements": () => json(201, { statementId: 1, format: "csv", entries: 6, matched: 4, unmatched: 1, duplicates: 1, debits: 1 }),
    });
    await f.user.upload(screen.getByLabelText("Statement file"), new File(["date,amount\n"], "statement.csv", { type: "text/csv" }));
    await f.user.click(screen.getByRole("button", { name: "Upload statement" }));
    expect(await screen.findByText("6 credit entries: 4 payments recorded, 1 waiting for you, 1 entry seen before. 1 payment out not recorded.")).toBeTruthy();
    const [sent] = sentTo(f.requests, "POST /api/admin/bank-statements");
    expect(sent.headers.authorization).toBe("Bearer admin-token");
  });

  it("says the server's refusal of a statement on the file field", async () => {
    const f = renderPanel({
      "POST /api/admin/bank-statements": () => apiError(400, "bad_request", "This statement carries a DOCTYPE or entities, which a bank statement never needs: it was not read."),
    });
    await f.user.click(screen.getByRole("button", { name: "Upload statement" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose the bank's statement first.");
    await f.user.upload(screen.getByLabelText("Statement file"), new File(["<!DOCTYPE x>"], "statement.xml", { type: "text/xml" }));
    await f.user.click(screen.getByRole("button", { name: "Upload statement" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("DOCTYPE"));
    expect(screen.getByLabelText("Statement file").getAttribute("aria-invalid")).toBe("true");
  });

  it("allocates a waiting entry to the open invoice it pays", async () => {
    const f = renderPanel({ "POST /api/admin/bank-entries/7/allocate": () => json(200, { ...waiting, status: "allocated", invoiceId: 5 }) });
    const row = await waitFor(() => {
      const found = screen.getAllByRole("row").find((r) => r.textContent?.includes("RF00UNKNOWN"));
      if (!found) throw new Error("The entry's row is not drawn yet");
      return found;
    });
    expect(within(row).getByText("$200.00")).toBeTruthy();
    expect(within(row).getByText("Zeta Analytics")).toBeTruthy();
    const choose = within(row).getByLabelText("Invoice this $200.00 pays");
    await waitFor(() => expect(within(choose).getByRole("option", { name: "INV-000042 · Zeta Analytics · $200.00" })).toBeTruthy());
    expect((within(row).getByRole("button", { name: "Allocate" }) as HTMLButtonElement).disabled).toBe(true);
    await f.user.selectOptions(choose, "5");
    await f.user.click(within(row).getByRole("button", { name: "Allocate" }));
    expect(await screen.findByText("Payment recorded")).toBeTruthy();
    expect(sentTo(f.requests, "POST /api/admin/bank-entries/7/allocate").map((r) => r.body)).toEqual([{ invoiceId: 5 }]);
    expect(sentTo(f.requests, "GET /api/admin/bank-entries")[0].url).toBe("/api/admin/bank-entries?status=unmatched&limit=20&offset=0");
  });
});
