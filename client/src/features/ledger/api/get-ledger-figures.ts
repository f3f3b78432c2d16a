import { useQuery } from "@tanstack/react-query";
import { ledgerFiguresAnswer } from "@shared/contracts/ledger";
import { apiAnswer } from "@/lib/api-client";
import { ledgerKeys } from "./keys";

/** GET /api/admin/ledger/figures: what each company owes and holds; cash in, paid out and fees per month. */
export function useLedgerFigures() {
  return useQuery({
    queryKey: ledgerKeys.figures,
    queryFn: ({ signal }) => apiAnswer(ledgerFiguresAnswer, "GET", "/api/admin/ledger/figures", undefined, { signal, asAdmin: true }),
  });
}
