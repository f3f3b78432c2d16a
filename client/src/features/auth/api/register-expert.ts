import { useMutation } from "@tanstack/react-query";
import { registeredAnswer, type RegisterExpertInput, type RegisterResponse } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";

/** POST /api/auth/register/expert (SPEC.md section 7); the new expert starts inactive, under review. */
export function registerExpert(input: RegisterExpertInput): Promise<RegisterResponse> {
  return apiAnswer(registeredAnswer, "POST", "/api/auth/register/expert", { ...input, userType: "expert" });
}

export function useRegisterExpert() {
  return useMutation({ mutationFn: registerExpert });
}
