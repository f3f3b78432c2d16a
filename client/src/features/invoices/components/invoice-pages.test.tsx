// The client's invoices: the list with each month's total and state, and one invoice with its lines,
// a credit line of an older invoice shown negative, totals that add up, its credit notes (each with
// its PDF), payments and credit on account, how to pay what is left, and the PDF downloaded with the
// client's token.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { invoice, invoiceSummary } from "./test-fixtures";
import { InvoiceDetail } from "./invoice-detail";
import { InvoiceList } from "./invoice-list";

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });

beforeEach(() => {
  window.localStorage.setItem("userToken", "client-token");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("InvoiceList", () => {
  it("lists open and paid invoices with their totals, each a link to its page", async () => {
    stubFetch({
      "GET /api/invoices": () =>
        list([invoiceSummary({ daysOverdue: 3 }), invoiceSummary({ id: 4, number: 40, month: "2026-09", status: "paid", totalCents: -30_003, paidAt: "2026-10-03T10:00:00.000Z" })]),
    });
    renderWithApp(<InvoiceList invoicePath={(id) => `/client/invoices/${id}`} />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "October 2026, invoice INV-000042" }).getAttribute("href")).toBe("/client/invoices/5");
    expect(within(items[0]).getByText("$1,619.13")).toBeTruthy();
    expect(within(items[0]).getByText("Open")).toBeTruthy();
    expect(within(items[0]).getByText("Overdue · 3 days")).toBeTruthy();
    expect(within(items[1]).queryByText(/Overdue/)).toBeNull();
    expect(within(items[1]).getByText("$300.03 in your favour")).toBeTruthy();
    expect(within(items[1]).getByText("Paid")).toBeTruthy();
    expect(within(items[1]).getByText(/^INV-000040 · Paid on/)).toBeTruthy();
    expect(screen.getByText("Showing 2 of 2 invoices")).toBeTruthy();
  });

  it("says when there is none yet, and when the list cannot load", async () => {
    stubFetch({ "GET /api/invoices": () => list([]) });
    const first = renderWithApp(<InvoiceList invoicePath={(id) => `/client/invoices/${id}`} />);
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
    first.unmount();
    stubFetch({ "GET /api/invoices": json(500, { error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } }) });
    renderWithApp(<InvoiceList invoicePath={(id) => `/client/invoices/${id}`} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong on our side. Please try again.");
  });
});

describe("InvoiceDetail", () => {
  it("shows every line, the credit negative, and totals that add up", () => {
    stubFetch({});
    renderWithApp(<InvoiceDetail invoice={invoice()} />);
    expect(screen.getByRole("heading", { level: 2, name: "Invoice INV-000042 for October 2026" })).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell").map((c) => c.textContent))).toEqual([
      ["Grace Hopper: week of 5 Oct 2026, 5 Oct 2026 to 7 Oct 2026", "15.75", "$85.02/h", "$1,339.07"],
      ["Grace Hopper: week of 12 Oct 2026, 12 Oct 2026", "1", "$85.02/h", "$85.02"],
      ["CreditTrial credit: Alan Turing, ended in its 30-day trial on 8 Oct 2026", "0.5", "$100.01/h", "-$50.01"],
    ]);
    expect(screen.getByText("Hours (16.75 h)").nextElementSibling!.textContent).toBe("$1,424.09");
    expect(screen.getByText("Credits").nextElementSibling!.textContent).toBe("-$50.01");
    expect(screen.getByTestId("invoice-total").textContent).toBe("$1,374.08");
  });

  it("shows what it kept at issue: the billing details, PO number, due date and payment reference", () => {
    stubFetch({});
    renderWithApp(<InvoiceDetail invoice={invoice()} />);
    const facts = within(screen.getByLabelText("Billing details"));
    const value = (term: string) => facts.getByText(term).nextElementSibling!.textContent;
    expect(value("Legal name")).toBe("Alpha Company Ltd");
    expect(value("Billing address")).toBe("1 Dock Road\nCape Town 8001");
    expect(value("Tax id")).toBe("4123456789");
    expect(value("PO number")).toBe("PO-7781");
    expect(value("Due date")).toBe("15 Nov 2026");
    expect(value("Payment reference")).toBe("RF34 0000 42");
  });

  it("downloads the PDF with the client's token from its 'Download PDF' link", async () => {
    const requests = stubFetch({ "GET /api/invoices/5.pdf": () => new Response(new Blob(["%PDF-1.4"]), { status: 200, headers: { "Content-Type": "application/pdf" } }) });
    const created = vi.fn(() => "blob:invoice");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const f = renderWithApp(<InvoiceDetail invoice={invoice()} />);
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link.getAttribute("href")).toBe("/api/invoices/5.pdf");
    await f.user.click(link);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sentTo(requests, "GET /api/invoices/5.pdf").map((r) => r.headers.authorization)).toEqual(["Bearer client-token"]);
    const saved = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(saved.download).toBe("INV-000042-2026-10.pdf");
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("lists its credit notes and payments, the credit on account taken off, and how to pay what is left", async () => {
    const requests = stubFetch({ "GET /api/credit-notes/7.pdf": () => new Response(new Blob(["%PDF-1.4"]), { status: 200, headers: { "Content-Type": "application/pdf" } }) });
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:note"), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const f = renderWithApp(
      <InvoiceDetail
        invoice={invoice({
          creditAppliedCents: 10_000,
          creditNotes: [{ id: 7, number: 3, invoiceId: 5, reason: "correction", description: "Two hours billed twice", amountCents: 17_000, issuedAt: "2026-11-03T09:00:00.000Z" }],
          payments: [{ id: 9, amountCents: 50_000, excessCents: 0, recordedAt: "2026-11-10T08:00:00.000Z", bookedOn: "2026-11-09", source: "statement" }],
          amountDueCents: 60_408,
        })}
      />,
    );
    expect(screen.getByText("Credit on your account").nextElementSibling!.textContent).toBe("-$100.00");
    expect(screen.getByTestId("invoice-due").textContent).toBe("$604.08");
    const settled = within(screen.getByRole("region", { name: "Credit notes and payments" }));
    expect(settled.getByText(/^Credit note CN-000003 ·/)).toBeTruthy();
    expect(settled.getByText("Two hours billed twice")).toBeTruthy();
    expect(settled.getByText("-$170.00")).toBeTruthy();
    expect(settled.getByText(/9 Nov 2026/)).toBeTruthy();
    expect(settled.getByText("-$500.00")).toBeTruthy();
    await f.user.click(settled.getByRole("link", { name: "PDF of credit note CN-000003" }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(sentTo(requests, "GET /api/credit-notes/7.pdf").map((r) => r.headers.authorization)).toEqual(["Bearer client-token"]);
    expect((clicked.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("CN-000003.pdf");

    const pay = within(screen.getByRole("region", { name: "How to pay" }));
    const value = (term: string) => pay.getByText(term).nextElementSibling!.textContent;
    expect(value("Amount")).toBe("$604.08");
    expect(value("Due by")).toBe("15 Nov 2026");
    expect(value("Reference")).toBe("RF34 0000 42");
    // The account the invoice kept when it was issued, not the one the product pays into today.
    expect(value("Bank")).toBe("Harbour Bank, Cape Town");
    expect(value("Account number")).toBe("9000 1234 5678 (USD)");
    expect(value("SWIFT/BIC")).toBe("HARBZAJJ");
  });

  it("says nothing of paying once it is paid, and lists nothing when nothing settled it", () => {
    stubFetch({});
    renderWithApp(<InvoiceDetail invoice={invoice({ status: "paid", amountDueCents: 0 })} />);
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Credit notes and payments" })).toBeNull();
    expect(screen.queryByTestId("invoice-due")).toBeNull();
  });
});
