import { useMutation } from "@tanstack/react-query";
import { registeredAnswer, type RegisterClientInput, type RegisterResponse } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";

/**
 * POST /api/auth/register/client (SPEC.md section 7), with the browser's time zone, which starts the
 * client's working hours (PRODUCT.md "Beyond SPEC").
 */
export function registerClient(input: RegisterClientInput): Promise<RegisterResponse> {
  const timeZone = input.timeZone ?? browserZone();
  return apiAnswer(registeredAnswer, "POST", "/api/auth/register/client", { ...input, ...(timeZone ? { timeZone } : {}), userType: "client" });
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
