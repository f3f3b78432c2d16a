// What a failed sign-up tells the user (SPEC.md section 8, "Client registration" and "Expert registration").
import { MESSAGES } from "@shared/constants";
import { errorMessage, isNetworkError } from "@/lib/api-client";

export const REGISTRATION_FAILED_TITLE = "Registration failed";
/** Auto-login after a successful sign-up did not work. */
export const AUTO_LOGIN_FAILED = { title: "Account created", description: "Registration successful... Please log in to continue." };

/** Client sign-up: network error, "already exists" (username or email), the server's message, else the default. */
export function clientRegistrationError(err: unknown): string {
  if (isNetworkError(err)) return MESSAGES.networkError;
  const message = errorMessage(err, "");
  if (/username|email/i.test(message) && /exists|already/i.test(message)) return MESSAGES.accountExists;
  return message || MESSAGES.registrationFailed;
}

/** Expert (and candidate) sign-up: the server's message, else the "username may already exist" hint. */
export function expertRegistrationError(err: unknown): string {
  if (isNetworkError(err)) return MESSAGES.networkError;
  return errorMessage(err, MESSAGES.expertUsernameTaken);
}
