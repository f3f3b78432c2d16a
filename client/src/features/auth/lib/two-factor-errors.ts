import { TWO_FACTOR_ENROLMENT_REQUIRED } from "@shared/contracts/auth-two-factor";
import { ApiError } from "@/lib/api-client";

/** The server's error code of a failed call, if it sent one. */
export function errorCode(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || typeof err.body !== "object" || err.body === null) return undefined;
  const error = (err.body as { error?: { code?: unknown } }).error;
  return typeof error?.code === "string" ? error.code : undefined;
}

/** The admin is signed in but must set up two-factor sign-in first (ADMIN_REQUIRE_2FA). */
export const isEnrolmentRequired = (err: unknown) => err instanceof ApiError && err.status === 403 && errorCode(err) === TWO_FACTOR_ENROLMENT_REQUIRED;
