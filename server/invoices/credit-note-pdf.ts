// A credit note as a PDF (pdfkit), printed from its JSON: who it is addressed to and the invoice it
// corrects as they were when it was issued, what it credits, and where the credit went.
import { BRAND_NAME } from "@shared/constants";
import { creditNoteNumberText, invoiceNumberText, type CreditNote } from "@shared/contracts/invoices";
import { formatCents, formatHours, formatRate } from "@shared/money";
import { oneLine } from "@shared/one-line";
import { formatDay } from "@shared/calendar";
import { startPdf } from "../lib/pdf";


export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const number = creditNoteNumberText(note.number);
  const invoice = invoiceNumberText(note.invoiceNumber);
  const { doc, done } = startPdf({ title: `credit note ${number}`, subject: `Credit note on invoice ${invoice}` });

  doc.font("Helvetica-Bold").fontSize(20).text(BRAND_NAME);
  doc.moveDown(0.5);
  doc.fontSize(14).text(`Credit note ${number}`);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Corrects invoice: ${invoice}`);
  doc.text(`Issued: ${formatDay(note.issuedAt)} (UTC)`);
  doc.text(`Credited to: ${oneLine(note.billedCompany && note.billedCompany !== note.billedName ? `${note.billedName} (${note.billedCompany})` : note.billedName)}`);
  if (note.billedLegalName) doc.text(`Legal name: ${oneLine(note.billedLegalName)}`);
  if (note.billedAddress) doc.text(`Address: ${note.billedAddress.split(/\r?\n/).map(oneLine).filter(Boolean).join(", ")}`);
  if (note.billedTaxId) doc.text(`Tax id: ${oneLine(note.billedTaxId)}`);
  doc.moveDown(1);
  doc.font("Helvetica-Bold").text(oneLine(note.description));
  doc.font("Helvetica");
  if (note.minutes !== null) doc.text(`Hours refunded: ${formatHours(note.minutes)}${note.rateCents !== null ? ` at ${formatRate(note.rateCents)}` : ""}`);
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(12).text(`Credit: ${formatCents(note.amountCents)}`);
  doc.font("Helvetica").fontSize(10);
  if (note.appliedCents > 0) doc.text(`Taken off what ${invoice} still owed: ${formatCents(note.appliedCents)}`);
  if (note.excessCents > 0) doc.text(`Credit on your account, taken off your next invoice: ${formatCents(note.excessCents)}`);
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor("#475569").text("Amounts in US dollars. A credit note is numbered in a series of its own and names the invoice it corrects.");
  doc.end();
  return done;
}
