// Payments in (PRODUCT.md "Payments in"; docs/decisions/092-payments-from-the-banks-statement.md):
// the bank's statement uploaded by an admin, its entries matched to invoices by the reference the
// payer quoted, and those left over allocated by hand. Money is integer USD cents.
import { z } from "zod";
import { idSchema, dateAnswer, momentAnswer, paginationSchema } from "./common";

/** A statement is at most this large; a larger one is refused (413) before it is read. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const BANK_ENTRY_STATUSES = ["matched", "unmatched", "allocated"] as const;
export type BankEntryStatus = (typeof BANK_ENTRY_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  noFile: "Choose the bank's statement to upload: a camt.053 XML file or a CSV file.",
  tooLarge: "A statement can be at most 5 MB.",
  notStored: "The statement could not be received right now. Please try again later.",
  notAStatement: "This file is not a bank statement: upload camt.053 XML or CSV.",
  notWellFormed: "This statement cannot be read: it is not well-formed XML or CSV.",
  doctype: "This statement carries a DOCTYPE or entities, which a bank statement never needs: it was not read.",
  notCamt053: "This XML is not a camt.053 statement (Document/BkToCstmrStmt/Stmt).",
  csvColumns: "A CSV statement has the columns date,amount,currency,reference,counterparty,entryId.",
  badEntry: "its amount, currency or direction cannot be read.",
  badDate: "its date is not a calendar date (YYYY-MM-DD).",
  noEntryId: "it has no id from the bank (AcctSvcrRef or NtryRef; entryId in a CSV), so it could be recorded twice.",
  entryNotFound: "Bank entry not found",
  alreadyRecorded: "This bank entry is recorded against an invoice already.",
  invoiceNotFound: "Invoice not found",
  invoiceNotIssued: "Only an issued invoice can be paid.",
  notUsd: "Only payments in USD can be allocated to an invoice.",
} as const;

// --- requests -------------------------------------------------------------------------------------

export const bankEntriesQuerySchema = paginationSchema.extend({
  status: z.enum([...BANK_ENTRY_STATUSES, "all"], { error: `Status must be one of: all, ${BANK_ENTRY_STATUSES.join(", ")}` }).default("unmatched"),
});
export type BankEntriesQuery = z.output<typeof bankEntriesQuerySchema>;

export const allocateSchema = z.object({ invoiceId: idSchema });

// --- answers --------------------------------------------------------------------------------------

/** What an upload did: credit entries read, recorded against an invoice, left waiting, and seen before. */
export const statementUploadAnswer = z.object({
  statementId: z.number().int(),
  format: z.enum(["camt053", "csv"]),
  entries: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  duplicates: z.number().int(),
  /** Money out in the statement, not ours to record. */
  debits: z.number().int(),
});
export type StatementUpload = z.output<typeof statementUploadAnswer>;

export const bankEntryAnswer = z.object({
  id: z.number().int(),
  entryId: z.string(),
  bookedOn: dateAnswer,
  amountCents: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  counterparty: z.string(),
  status: z.enum(BANK_ENTRY_STATUSES),
  /** The invoice it paid, once matched or allocated. */
  invoiceId: z.number().int().nullable(),
  createdAt: momentAnswer,
});
export type BankEntry = z.output<typeof bankEntryAnswer>;
