// An invoice as a PDF (pdfkit): the same lines and totals as its JSON, every figure written by
// shared/money.ts from integer cents. The standard Helvetica font needs no file at run time. Names
// and descriptions print as one line each (shared/one-line.ts): typed text never starts a line of its own.
import { BRAND_NAME } from "@shared/constants";
import { billedToText, invoiceNumberText, type Invoice } from "@shared/contracts/invoices";
import { formatCents, formatHours, formatRate } from "@shared/money";
import { oneLine } from "@shared/one-line";
import { formatCreditorReference } from "@shared/payment-reference";
import { remittanceLines, type Remittance } from "@shared/remittance";
import { formatDay, monthLabel } from "@shared/calendar";
import { PDF_MARGIN as MARGIN, startPdf } from "../lib/pdf";

/** The table's columns: x and width; figures are right-aligned. */
const COLUMNS = {
  description: { x: MARGIN, width: 255 },
  hours: { x: 310, width: 55 },
  rate: { x: 370, width: 85 },
  amount: { x: 460, width: 85 },
} as const;

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const number = invoiceNumberText(invoice.number);
  const month = monthLabel(invoice.month);
  const { doc, done } = startPdf({ title: `invoice ${number} for ${month}`, subject: `Invoice for ${month}` });

  doc.font("Helvetica-Bold").fontSize(20).text(BRAND_NAME);
  doc.moveDown(0.5);
  doc.fontSize(14).text(invoice.number === null ? "Draft invoice (not issued)" : `Invoice ${number}`);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Billed to: ${oneLine(billedToText(invoice))}`);
  if (invoice.legalName) doc.text(`Legal name: ${oneLine(invoice.legalName)}`);
  // An address keeps its lines, each printed as one line of its own.
  if (invoice.billingAddress) doc.text(`Address: ${invoice.billingAddress.split(/\r?\n/).map(oneLine).filter(Boolean).join(", ")}`);
  else if (invoice.companyLocation) doc.text(`Location: ${oneLine(invoice.companyLocation)}`);
  if (invoice.taxId) doc.text(`Tax id: ${oneLine(invoice.taxId)}`);
  if (invoice.poNumbers.length > 0) doc.text(`${invoice.poNumbers.length === 1 ? "PO number" : "PO numbers"}: ${invoice.poNumbers.map(oneLine).join(", ")}`);
  doc.text(`Period: ${month}`);
  if (invoice.issuedAt) doc.text(`Issued: ${formatDay(invoice.issuedAt)} (UTC)`);
  if (invoice.dueDate) doc.text(`Due: ${formatDay(invoice.dueDate)}${invoice.paymentTermsDays ? ` (${invoice.paymentTermsDays} days)` : ""}`);
  if (invoice.paymentReference) doc.font("Helvetica-Bold").text(`Payment reference: ${formatCreditorReference(invoice.paymentReference)}`).font("Helvetica");
  // No status or payment here: the document is the same before and after it is paid (its page says which).
  doc.moveDown(1.5);

  const bottom = () => doc.page.height - MARGIN;
  let y = doc.y;
  const header = () => {
    doc.font("Helvetica-Bold").fontSize(10);
    doc.text("Description", COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.text("Hours", COLUMNS.hours.x, y, { width: COLUMNS.hours.width, align: "right" });
    doc.text("Rate", COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: "right" });
    doc.text("Amount", COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += 16;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(COLUMNS.amount.x + COLUMNS.amount.width, y - 3)
      .stroke();
    doc.font("Helvetica");
  };
  header();

  for (const line of invoice.lines) {
    const description = oneLine(line.description);
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS.description.width }), 12) + 6;
    if (y + height > bottom() - 80) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.text(description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.text(formatHours(line.minutes), COLUMNS.hours.x, y, { width: COLUMNS.hours.width, align: "right" });
    doc.text(formatRate(line.rateCents), COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: "right" });
    doc.text(formatCents(line.amountCents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += height;
  }

  y += 8;
  doc
    .moveTo(COLUMNS.rate.x, y - 4)
    .lineTo(COLUMNS.amount.x + COLUMNS.amount.width, y - 4)
    .stroke();
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, COLUMNS.description.x, y, { width: COLUMNS.rate.x + COLUMNS.rate.width - MARGIN, align: "right" });
    doc.text(formatCents(cents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += 16;
  };
  total(`Hours (${formatHours(invoice.minutes)} h)`, invoice.hoursCents);
  if (invoice.creditsCents !== 0) total("Credits", invoice.creditsCents);
  if (invoice.creditAppliedCents > 0) {
    total("Total", invoice.totalCents);
    total("Credit on your account", -invoice.creditAppliedCents);
    total("Total due", invoice.totalCents - invoice.creditAppliedCents, true);
  } else total(invoice.totalCents < 0 ? "Total (in your favour)" : "Total due", invoice.totalCents, true);

  doc.font("Helvetica").fontSize(8).fillColor("#475569");
  const quote = invoice.paymentReference ? ` Please quote the payment reference ${formatCreditorReference(invoice.paymentReference)} with your transfer.` : "";
  doc.text(`Amounts in US dollars. Each line is its hours times the rate, rounded to the cent once; the totals add the lines up.${quote}`, MARGIN, y + 20, {
    width: COLUMNS.amount.x + COLUMNS.amount.width - MARGIN,
  });
  if (invoice.paymentReference && invoice.remittance && invoice.totalCents > 0) howToPay(doc, invoice.remittance, invoice.paymentReference);
  doc.end();
  return done;
}

/** How to pay an issued invoice that asks for money: the bank account it keeps, and the reference to quote. */
function howToPay(doc: PDFKit.PDFDocument, account: Remittance, paymentReference: string) {
  const width = COLUMNS.amount.x + COLUMNS.amount.width - MARGIN;
  doc.moveDown(1.5).fillColor("#000000").font("Helvetica-Bold").fontSize(10).text("How to pay", MARGIN, doc.y, { width });
  doc.font("Helvetica").fontSize(9).text("By bank transfer in US dollars to the account below, quoting the reference so we can match your payment to this invoice.", { width });
  doc.moveDown(0.3);
  for (const line of remittanceLines(account, formatCreditorReference(paymentReference))) doc.text(line, { width });
}
