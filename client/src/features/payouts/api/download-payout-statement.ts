import { apiDownload } from "@/lib/api-client";

/** GET /api/payouts/{id}.pdf: the payout's statement, saved as a file. */
export function downloadPayoutStatement(id: number, month: string) {
  return apiDownload(`/api/payouts/${id}.pdf`, `payout-${month}-${id}.pdf`);
}
