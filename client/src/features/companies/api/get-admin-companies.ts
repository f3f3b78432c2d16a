import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminCompanyAnswer } from "@shared/contracts/companies";
import { apiPageOf, type PageParams } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** GET /api/admin/companies: every company with its members, newest first, a page at a time. */
export function useAdminCompanies(params: PageParams) {
  return useQuery({
    queryKey: [...companyKeys.admin, params],
    queryFn: ({ signal }) => apiPageOf(adminCompanyAnswer, `/api/admin/companies?limit=${params.limit}&offset=${params.offset}`, { asAdmin: true, signal }),
    placeholderData: keepPreviousData,
  });
}
