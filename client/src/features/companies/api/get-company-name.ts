import { useQuery } from "@tanstack/react-query";
import type { CompanyAnswer } from "@shared/contracts/companies";
import { apiRequest } from "@/lib/api-client";
import { companyKeys } from "./keys";

/**
 * The name of the signed-in client's company, for the head of every client page. It reads the same
 * GET /api/company as useCompany (one cache entry, so a new name shows at once) but without the
 * answer's schema: that would bring zod into the first load of every client page, whose budget
 * (client/bundle-budget.json) it does not fit. The Company page itself reads with the schema.
 */
export function useCompanyName({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: companyKeys.own,
    queryFn: ({ signal }) => apiRequest<CompanyAnswer>("GET", "/api/company", undefined, { signal }),
    enabled,
    staleTime: 60_000,
    select: (company) => company.name,
  });
}
