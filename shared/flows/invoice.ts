import type { InvoiceStatus } from "../constants";
import { defineFlow } from "./flow";

/** Who makes a move: a run of the month's invoices (the monthly job or an admin's request), or an admin. */
export type InvoiceMover = "run" | "admin";

/** An invoice: a draft is numbered when a run issues it; an admin marks an open invoice paid, once. */
export const invoiceFlow = defineFlow<InvoiceStatus, InvoiceMover>({
  noun: "invoice",
  labels: { draft: "Draft", open: "Open", paid: "Paid" },
  moves: {
    draft: { open: ["run"] },
    open: { paid: ["admin"] },
    paid: {},
  },
  refusal: (from, to, label) => (from === to ? `This invoice is ${label(to)} already.` : `This invoice is ${label(from)}: it cannot become ${label(to)}.`),
});
