import { useMutation } from "@tanstack/react-query";
import { registeredAnswer, type RegisterResponse } from "@shared/contracts/auth";
import type { RegisterCandidateInput } from "@shared/contracts/candidates";
import { apiAnswer } from "@/lib/api-client";

/** POST /api/auth/register/candidate: a talent account that then uploads a profile and CV. */
export function registerCandidate(input: RegisterCandidateInput): Promise<RegisterResponse> {
  return apiAnswer(registeredAnswer, "POST", "/api/auth/register/candidate", { ...input, userType: "candidate" });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
