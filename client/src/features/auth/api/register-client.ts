import { useMutation } from "@tanstack/react-query";
import type { PublicUser, RegisterClientInput } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";

export interface RegisterResponse {
  success: true;
  user: PublicUser;
}

/**
 * POST /api/auth/register/client (SPEC.md section 7), with the browser's time zone, which starts the
 * client's working hours (PRODUCT.md "Beyond SPEC").
 */
export function registerClient(input: RegisterClientInput): Promise<RegisterResponse> {
  const timeZone = input.timeZone ?? browserZone();
  return apiRequest<RegisterResponse>("POST", "/api/auth/register/client", { ...input, ...(timeZone ? { timeZone } : {}), userType: "client" });
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}

/** The browser's zone; read here rather than through lib/time-zones to keep this public page's code small. */
function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
