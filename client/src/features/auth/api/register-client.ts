import { useMutation } from "@tanstack/react-query";
import type { PublicUser, RegisterClientInput } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";

export interface RegisterResponse {
  success: true;
  user: PublicUser;
}

/** POST /api/auth/register/client (SPEC.md section 7). */
export function registerClient(input: RegisterClientInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>("POST", "/api/auth/register/client", { ...input, userType: "client" });
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
