import { useQuery } from "@tanstack/react-query";
import type { CompanyAnswer } from "@shared/contracts/companies";
import type { CompanyAction } from "@shared/company-roles";
import { apiRequest } from "@/lib/api-client";
import { companyKeys } from "./keys";

/**
 * The name of the signed-in client's company, for the head of every client page, and what their role
 * allows, for the pages of other features. It reads the same
 * GET /api/company as useCompany (one cache entry, so a new name shows at once) but without the
 * answer's schema: that would bring zod into the first load of every client page, whose budget
 * (client/bundle-budget.json) it does not fit. The Company page itself reads with the schema.
 */
const getCompanyLight = ({ signal }: { signal: AbortSignal }) => apiRequest<CompanyAnswer>("GET", "/api/company", undefined, { signal });

export function useCompanyName({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.own, queryFn: getCompanyLight, enabled, staleTime: 60_000, select: (company) => company.name });
}

/** Whether the member's role lets them take `action` (undefined while it loads), read the same light way. */
export function useMayInCompany(action: CompanyAction, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.own, queryFn: getCompanyLight, enabled, staleTime: 60_000, select: (company) => company.actions.includes(action) }).data;
}

/**
 * Whether a button for `action` shows: only once the company is read and the member's role may take
 * it (shared/company-roles.ts), so no screen offers what the server would refuse, not even while it
 * loads. `enabled` false (an expert's view of a shared screen) reads nothing and shows none.
 */
export function useCompanyMay(action: CompanyAction, opts: { enabled?: boolean } = {}): boolean {
  return useMayInCompany(action, opts) === true;
}
