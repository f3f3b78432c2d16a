import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyAnswer, type CompanyUpdateInput } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** PUT /api/company: the name (owners) or the billing details (owners and finance). */
export function updateCompany(input: CompanyUpdateInput) {
  return apiAnswer(companyAnswer, "PUT", "/api/company", input);
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(companyKeys.own, company),
  });
}
