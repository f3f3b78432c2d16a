// Where companies pay their invoices: the business's USD account, printed on every invoice, its PDF
// and its mails, and shown on the company's invoice page beside the payment reference. One place,
// so the page, the PDF and the mail never disagree about where money goes.
import { BRAND_NAME } from "./constants";

export const REMITTANCE = {
  accountName: `${BRAND_NAME} (Pty) Ltd`,
  bankName: "First National Bank, Cape Town",
  accountNumber: "6288 4100 7215",
  swift: "FIRNZAJJ",
  currency: "USD",
} as const;

/** The account as lines of text: what the PDF and the mail print under "How to pay". */
export function remittanceLines(reference: string | null): string[] {
  return [
    `Account name: ${REMITTANCE.accountName}`,
    `Bank: ${REMITTANCE.bankName}`,
    `Account number: ${REMITTANCE.accountNumber} (${REMITTANCE.currency})`,
    `SWIFT/BIC: ${REMITTANCE.swift}`,
    ...(reference ? [`Reference: ${reference}`] : []),
  ];
}
