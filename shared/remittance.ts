// Where companies pay their invoices: the business's USD account, kept on each invoice when it is
// issued (so its page, PDF and mails say where to pay as they did that day, whatever the account is
// later) and shown on the company's invoice page beside the payment reference. One place, so the
// page, the PDF and the mail never disagree about where money goes.
import { z } from "zod";
import { BRAND_NAME } from "./constants";

/** A bank account payments go to, as an invoice keeps it. */
export const remittanceSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  currency: z.string(),
});
export type Remittance = z.output<typeof remittanceSchema>;

/** The account invoices issued now are paid to. */
export const REMITTANCE: Remittance = {
  accountName: `${BRAND_NAME} (Pty) Ltd`,
  bankName: "First National Bank, Cape Town",
  accountNumber: "6288 4100 7215",
  swift: "FIRNZAJJ",
  currency: "USD",
};

/** The account as lines of text: what the PDF and the mail print under "How to pay". */
export function remittanceLines(account: Remittance, reference: string | null): string[] {
  return [
    `Account name: ${account.accountName}`,
    `Bank: ${account.bankName}`,
    `Account number: ${account.accountNumber} (${account.currency})`,
    `SWIFT/BIC: ${account.swift}`,
    ...(reference ? [`Reference: ${reference}`] : []),
  ];
}
