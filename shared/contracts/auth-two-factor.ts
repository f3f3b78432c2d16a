// Admin two-factor sign-in (docs/decisions/044-admin-two-factor-and-audit-log.md): request and
// answer shapes and messages. Apart from auth.ts so the sign-up and sign-in pages do not load them.
import { z } from "zod";
import { momentAnswer } from "./common";

export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code is not right. Enter the current code from your authenticator app, or a recovery code.",
  tooManyCodes: "Too many wrong codes. Please wait a few minutes and try again.",
  challengeExpired: "Your sign-in has expired. Please sign in again with your password.",
  alreadyEnrolled: "Two-factor sign-in is already set up for this account.",
  noSetup: "Start the set-up first: a QR code has not been made for this account yet.",
  enrolmentRequired: "Set up two-factor sign-in before you use the admin console.",
  passwordRequired: "Enter your password to set up two-factor sign-in",
  wrongPassword: "That password is not correct.",
} as const;

/** The error code of the 403 an admin without two-factor gets while ADMIN_REQUIRE_2FA is on. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = "two_factor_enrolment_required";

const codeField = z
  .string({ error: "Code is required" })
  .trim()
  .min(1, "Code is required")
  .max(40, "Code must be at most 40 characters");

/** POST /api/admin/two-factor/setup: the admin's password again (a session left open is not enough). */
export const twoFactorSetupSchema = z.object({
  password: z.string({ error: TWO_FACTOR_MESSAGES.passwordRequired }).min(1, TWO_FACTOR_MESSAGES.passwordRequired).max(200, "Password must be at most 200 characters"),
});
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupSchema>;

/** POST /api/admin/two-factor/confirm: a current code from the app. */
export const twoFactorConfirmSchema = z.object({
  code: codeField.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});

/** POST /api/admin/login/two-factor: the ticket from the password step and a code or recovery code. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: "Challenge is required" }).min(1, "Challenge is required").max(200, "Challenge must be at most 200 characters"),
  code: codeField,
});

// The password step's answer that asks for a code is in auth.ts: the sign-in page reads it.

export const twoFactorStatusAnswer = z.object({
  enrolled: z.boolean(),
  enrolledAt: momentAnswer.nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Whether this server makes enrolment mandatory (ADMIN_REQUIRE_2FA). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.output<typeof twoFactorStatusAnswer>;

/** What the enrolment screen shows once: the secret as text and as a QR code (an SVG we draw). */
export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
  issuer: z.string(),
  label: z.string(),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupAnswer>;

/** POST /api/admin/two-factor/confirm: the recovery codes, shown once, and the new token of this sign-in. */
export const twoFactorConfirmedAnswer = z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()), token: z.string() });
