// The client's invoices: the list with each month's total and state, and one invoice with its lines,
// a credit shown as a negative line, totals that add up and the PDF downloaded with the client's token.
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
});
