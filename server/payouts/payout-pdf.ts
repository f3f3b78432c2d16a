// A payout's statement as a PDF (pdfkit, as the invoices): each engagement's weeks it pays with
// their hours, the pay rate and the amount, then the USD total, the run's rate and the ZAR paid.
// Every figure is written by shared/money.ts from integer cents; company names print as one line.
import { formatDay, monthLabel } from "@shared/calendar";
import { BRAND_NAME } from "@shared/constants";
import { PAYOUT_BOP_CATEGORY, type Payout } from "@shared/contracts/payouts";
import { payoutFlow } from "@shared/flows/payout";
import { formatCents, formatHours, formatRate, formatZarCents } from "@shared/money";
import { oneLine } from "@shared/one-line";
import { PDF_MARGIN as MARGIN, startPdf } from "../lib/pdf";

const COLUMNS = {
  description: { x: MARGIN, width: 255 },
  hours: { x: 310, width: 55 },
  rate: { x: 370, width: 85 },
  amount: { x: 460, width: 85 },
} as const;

export interface StatementLine {
  companyName: string;
  weekStart: string;
  workMonth: string;
  minutes: number;
  payRateCents: number;
  amountCents: number;
}

export function renderPayoutPdf(s: { payout: Payout; expertName: string; lines: StatementLine[] }): Promise<Buffer> {
  const p = s.payout;
  const month = monthLabel(p.month);
  const { doc, done } = startPdf({ title: `payout statement for ${month}`, subject: `Payout for ${month}` });

  doc.font("Helvetica-Bold").fontSize(20).text(BRAND_NAME);
  doc.moveDown(0.5);
  doc.fontSize(14).text(`Payout statement: ${month}`);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Paid to: ${oneLine(s.expertName)}`);
  doc.text(`Payout date: ${formatDay(p.payoutDate)}`);
  doc.text(`Status: ${payoutFlow.labels[p.status]}${p.paidAt ? `, paid on ${formatDay(p.paidAt)} (UTC)` : ""}`);
  if (p.holdMessage) doc.text(`Waiting: ${p.holdMessage}`);
  doc.moveDown(1.5);

  let y = doc.y;
  const header = () => {
    doc.font("Helvetica-Bold").fontSize(10);
    doc.text("Engagement and week", COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.text("Hours", COLUMNS.hours.x, y, { width: COLUMNS.hours.width, align: "right" });
    doc.text("Pay rate", COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: "right" });
    doc.text("Amount", COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += 16;
    doc.moveTo(MARGIN, y - 3).lineTo(COLUMNS.amount.x + COLUMNS.amount.width, y - 3).stroke();
    doc.font("Helvetica");
  };
  header();
  for (const line of s.lines) {
    const description = `${oneLine(line.companyName)}: week of ${formatDay(line.weekStart)}${line.workMonth.slice(0, 7) !== line.weekStart.slice(0, 7) ? ` (${monthLabel(line.workMonth.slice(0, 7))} days)` : ""}`;
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS.description.width }), 12) + 6;
    if (y + height > doc.page.height - MARGIN - 100) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.text(description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.text(formatHours(line.minutes), COLUMNS.hours.x, y, { width: COLUMNS.hours.width, align: "right" });
    doc.text(formatRate(line.payRateCents), COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: "right" });
    doc.text(formatCents(line.amountCents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += height;
  }
  y += 8;
  doc.moveTo(COLUMNS.rate.x, y - 4).lineTo(COLUMNS.amount.x + COLUMNS.amount.width, y - 4).stroke();
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, COLUMNS.description.x, y, { width: COLUMNS.rate.x + COLUMNS.rate.width - MARGIN, align: "right" });
    doc.text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += 16;
  };
  total(`Hours (${formatHours(p.minutes)} h)`, formatCents(p.usdCents - p.carriedUsdCents));
  if (p.carriedUsdCents > 0) total("From an earlier payout, carried", formatCents(p.carriedUsdCents));
  total("Total in US dollars", formatCents(p.usdCents), true);
  total("Rate (rand per dollar)", p.usdZarRate);
  total("Paid in rand", formatZarCents(p.zarCents), true);

  doc.font("Helvetica").fontSize(8).fillColor("#475569");
  doc.text(
    `Each line is its hours times your pay rate, rounded to the cent once; the total adds the lines up and is converted to rand once, at the run's rate, rounded half up to the cent. Balance-of-payments category ${PAYOUT_BOP_CATEGORY.code}: ${PAYOUT_BOP_CATEGORY.description}.`,
    MARGIN,
    y + 20,
    { width: COLUMNS.amount.x + COLUMNS.amount.width - MARGIN },
  );
  doc.end();
  return done;
}
