// The console's credit note: amounts in dollars read to the cent, the reason required, more than is
// left refused before anything is sent, and the note issued with exactly what the admin typed.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { CreditNoteDialog } from "./credit-note-dialog";

const invoice = { id: 5, number: 42, totalCents: 100_000, creditNotes: [{ id: 1, number: 1, invoiceId: 5, reason: "correction" as const, description: "Earlier", amountCents: 20_000, issuedAt: "2026-11-02T09:00:00.000Z" }] };
const issued = { id: 2, number: 2, invoiceId: 5, invoiceNumber: 42, companyId: 3, reason: "correction", engagementId: null, description: "Agreed discount", minutes: null, rateCents: null, amountCents: 12_050, appliedCents: 12_050, excessCents: 0, billedName: "Alpha Co", billedCompany: "Alpha Co", billedLegalName: null, billedAddress: null, billedTaxId: null, issuedAt: "2026-11-20T10:00:00.000Z" };

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("CreditNoteDialog", () => {
  it("checks the amount and the reason before sending, then issues the note as typed", async () => {
    const requests = stubFetch({ "POST /api/admin/invoices/5/credit-notes": () => json(201, issued) });
    const onOpenChange = vi.fn();
    const f = renderWithApp(<CreditNoteDialog invoice={invoice} open onOpenChange={onOpenChange} />);
    expect(screen.getByText(/Up to \$800\.00 is left to credit/)).toBeTruthy();
    await f.user.click(screen.getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Enter the amount in dollars, such as 120.50")).toBeTruthy();
    expect(screen.getByText("Say what the credit note corrects (3 to 300 characters)")).toBeTruthy();

    await f.user.type(screen.getByLabelText(/Amount to credit/), "800.01");
    await f.user.type(screen.getByLabelText(/What it corrects/), "Agreed discount");
    await f.user.click(screen.getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText(/cannot credit more than what is left/)).toBeTruthy();
    expect(sentTo(requests, "POST /api/admin/invoices/5/credit-notes")).toHaveLength(0);

    await f.user.clear(screen.getByLabelText(/Amount to credit/));
    await f.user.type(screen.getByLabelText(/Amount to credit/), "120.50");
    await f.user.click(screen.getByRole("button", { name: "Issue credit note" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentTo(requests, "POST /api/admin/invoices/5/credit-notes").map((r) => r.body)).toEqual([{ amountCents: 12_050, description: "Agreed discount" }]);
    expect(await screen.findByText("Credit note CN-000002 issued")).toBeTruthy();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    stubFetch({ "POST /api/admin/invoices/5/credit-notes": () => apiError(409, "conflict", "A credit note cannot credit more than what is left of the invoice after its other credit notes.") });
    const onOpenChange = vi.fn();
    const f = renderWithApp(<CreditNoteDialog invoice={invoice} open onOpenChange={onOpenChange} />);
    await f.user.type(screen.getByLabelText(/Amount to credit/), "10");
    await f.user.type(screen.getByLabelText(/What it corrects/), "Raced another admin");
    await f.user.click(screen.getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Could not issue the credit note")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
