// One way to start a document of the business (an invoice, a credit note, a payout statement): an
// A4 page with its margin, titled and authored by the brand, and the bytes it writes collected
// into the Buffer `done` resolves to once the caller ends it.
import PDFDocument from "pdfkit";
import { BRAND_NAME } from "@shared/constants";

export const PDF_MARGIN = 50;

export function startPdf(info: { title: string; subject: string }) {
  const doc = new PDFDocument({ size: "A4", margin: PDF_MARGIN, info: { Title: `${BRAND_NAME} ${info.title}`, Author: BRAND_NAME, Subject: info.subject } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
