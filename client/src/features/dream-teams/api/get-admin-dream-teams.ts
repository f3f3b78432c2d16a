import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminDreamTeamAnswer } from "@shared/contracts/dream-teams";
import { pageQueryFnOf, type PageParams } from "@/lib/api-client";
import { dreamTeamKeys } from "./keys";

/** GET /api/dream-teams?limit&offset: every client's teams with their members. */
export function useAdminDreamTeams(page: PageParams) {
  return useQuery({ queryKey: dreamTeamKeys.admin(page), queryFn: pageQueryFnOf(adminDreamTeamAnswer, { asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}
