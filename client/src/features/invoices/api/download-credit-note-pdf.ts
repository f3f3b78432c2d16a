import { creditNoteNumberText, type CreditNoteSummary } from "@shared/contracts/invoices";
import { apiDownload } from "@/lib/api-client";

/** Where a credit note's PDF is: a link that works with the session cookie alone. */
export const creditNotePdfPath = (id: number) => `/api/credit-notes/${id}.pdf`;

/** GET /api/credit-notes/{id}.pdf, saved as "CN-000001.pdf". */
export function downloadCreditNotePdf(note: Pick<CreditNoteSummary, "id" | "number">, opts: { asAdmin?: boolean } = {}) {
  return apiDownload(creditNotePdfPath(note.id), `${creditNoteNumberText(note.number)}.pdf`, opts);
}
