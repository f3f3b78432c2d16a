import { useMutation } from "@tanstack/react-query";
import type { RegisterCandidateInput } from "@shared/contracts/candidates";
import { apiRequest } from "@/lib/api-client";
import type { RegisterResponse } from "./register-client";

/** POST /api/auth/register/candidate: a talent account that then uploads a profile and CV. */
export function registerCandidate(input: RegisterCandidateInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>("POST", "/api/auth/register/candidate", { ...input, userType: "candidate" });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
