// Invoices as the API answers them, for the component tests.
import type { Invoice, InvoiceSummary } from "@shared/contracts/invoices";

export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 5,
    number: 42,
    status: "open",
    companyId: 3,
    billedName: "Alpha Co",
    companyName: "Alpha Co",
    companyLocation: null,
    legalName: "Alpha Company Ltd",
    billingAddress: "1 Dock Road\nCape Town 8001",
    billingEmail: "accounts@alpha.example",
    taxId: "4123456789",
    poNumbers: ["PO-7781"],
    paymentTermsDays: 14,
    dueDate: "2026-11-15",
    paymentReference: "RF34000042",
    month: "2026-10",
    daysOverdue: null,
    periodStart: "2026-10-01",
    totalCents: 161_913,
    issuedAt: "2026-11-01T00:20:00.000Z",
    paidAt: null,
    updatedAt: "2026-11-01T00:20:00.000Z",
    ...overrides,
  };
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...invoiceSummary(),
    lines: [
      { id: 1, kind: "hours", engagementId: 9, weekId: 11, weekStart: "2026-10-05", workMonth: "2026-10", description: "Grace Hopper: week of 5 Oct 2026, 5 Oct 2026 to 7 Oct 2026", minutes: 945, rateCents: 8_502, amountCents: 133_907 },
      { id: 2, kind: "hours", engagementId: 9, weekId: 12, weekStart: "2026-10-12", workMonth: "2026-10", description: "Grace Hopper: week of 12 Oct 2026, 12 Oct 2026", minutes: 60, rateCents: 8_502, amountCents: 8_502 },
      { id: 3, kind: "credit", engagementId: 10, weekId: null, weekStart: null, workMonth: null, description: "Trial credit: Alan Turing, ended in its 30-day trial on 8 Oct 2026", minutes: 30, rateCents: 10_001, amountCents: -5_001 },
    ],
    hoursCents: 142_409,
    creditsCents: -5_001,
    totalCents: 137_408,
    minutes: 1_005,
    creditNotes: [],
    payments: [],
    remittance: { accountName: "Protea Talent (Pty) Ltd", bankName: "Harbour Bank, Cape Town", accountNumber: "9000 1234 5678", swift: "HARBZAJJ", currency: "USD" },
    creditAppliedCents: 0,
    amountDueCents: 137_408,
    ...overrides,
  };
}
