import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clientProfileSavedAnswer, type ClientProfileInput } from "@shared/contracts/client-profiles";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { clientProfileKeys } from "./keys";

/** POST /api/client/profile: creates or replaces the signed-in client's company profile (working hours left out are kept). */
export function saveClientProfile(input: ClientProfileInput) {
  return apiAnswer(clientProfileSavedAnswer, "POST", "/api/client/profile", input);
}

export function useSaveClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientProfile,
    // The answer is the saved profile: no need to read it again. Its company facts are the company's,
    // whose name heads the client area: GET /api/company (the companies feature's key is its URL).
    onSuccess: (result) => {
      showSaved(queryClient, clientProfileKeys.own, result.profile);
      return queryClient.invalidateQueries({ queryKey: ["/api/company"] });
    },
  });
}
