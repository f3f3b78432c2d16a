import { TWO_FACTOR_ENROLMENT_REQUIRED } from "@shared/contracts/auth-two-factor";
import { ApiError, errorCode } from "@/lib/api-client";

export { errorCode };

/** The admin is signed in but must set up two-factor sign-in first (ADMIN_REQUIRE_2FA). */
export const isEnrolmentRequired = (err: unknown) => err instanceof ApiError && err.status === 403 && errorCode(err) === TWO_FACTOR_ENROLMENT_REQUIRED;
