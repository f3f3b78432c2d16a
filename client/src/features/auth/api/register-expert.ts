import { useMutation } from "@tanstack/react-query";
import type { RegisterExpertInput } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";
import type { RegisterResponse } from "./register-client";

/** POST /api/auth/register/expert (SPEC.md section 7); the new expert starts inactive, under review. */
export function registerExpert(input: RegisterExpertInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>("POST", "/api/auth/register/expert", { ...input, userType: "expert" });
}

export function useRegisterExpert() {
  return useMutation({ mutationFn: registerExpert });
}
