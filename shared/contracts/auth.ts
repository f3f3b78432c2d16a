// Account shapes. Registration and the public user are derived from the users table (drizzle-zod)
// with SPEC.md section 5's rules and messages; login and password change are request-only shapes.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { EXPERT_SPECIALIZATIONS, PASSWORD_MIN_LENGTH } from "../constants";
import { users } from "../schema/users";
import { momentAnswer, oneLineText } from "./common";
import { publicUserAnswer } from "./sign-in";
import { typed } from "./derive";
import { canonicalTimeZone } from "../working-day";

const personName = (label: string) => (column: z.ZodString) =>
  oneLineText(typed(column, `${label} is required`).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`), label);

/** The username rule of a registration form; the column itself is optional (clients sign in by e-mail). */
export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(40, "Username must be at most 40 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may contain letters, numbers, dots, dashes and underscores only");

/** A new account's columns, as a registration form fills them. */
const accountSchema = createInsertSchema(users, {
  email: (column) =>
    typed(column, "Email is required")
      .trim()
      .toLowerCase()
      .min(1, "Email is required")
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email("Please enter a valid email address")),
  username: usernameSchema,
  firstName: personName("First name"),
  lastName: personName("Last name"),
});

export const emailSchema = accountSchema.shape.email;

/** The password as typed; only its hash is stored, so it is not a column. */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

const credentials = accountSchema.pick({ email: true }).extend({ password: passwordSchema });
const names = accountSchema.pick({ firstName: true, lastName: true }).shape;

/** Login takes {username, password} or {email, password}; a username holding an e-mail also works. */
export const loginSchema = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  })
  .refine((v) => Boolean(v.username || v.email), { message: "Username is required", path: ["username"] })
  .transform((v) => ({ identifier: (v.username || v.email || "").toLowerCase(), password: v.password }));

export const registerClientSchema = credentials.extend(names).extend({
  userType: z.literal("client").default("client"),
  /**
   * The browser's time zone, the default of the client's working hours. A zone this server does not
   * know is dropped rather than refused: nobody can correct a field the form fills by itself.
   */
  timeZone: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" && v.length <= 64 ? (canonicalTimeZone(v.trim()) ?? undefined) : undefined)),
});
export type RegisterClientInput = z.input<typeof registerClientSchema>;

export const registerExpertSchema = accountSchema
  .pick({ username: true })
  .extend(credentials.shape)
  .extend(names)
  .extend({
    specialization: z.enum(EXPERT_SPECIALIZATIONS, { error: "Please choose a specialization" }),
    userType: z.literal("expert").default("expert"),
  });
export type RegisterExpertInput = z.input<typeof registerExpertSchema>;


export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: passwordSchema,
});

/** 'Forgot password?': the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The token of an e-mailed link, as the page read it from the link. */
const linkToken = z.string({ error: "The link is missing its token" }).trim().min(1, "The link is missing its token").max(200, "This link is not valid");

/** Setting a new password from a reset link: the password follows the sign-up rules. */
export const passwordResetSchema = z.object({ token: linkToken, password: passwordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const verifyEmailSchema = z.object({ token: linkToken });

/** A new e-mail address for the account, confirmed with the current password. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

// --- answers ------------------------------------------------------------------------------------

export { adminCheckAnswer, currentUserAnswer, publicUserAnswer, signedInAnswer, signInAnswer, twoFactorChallengeAnswer } from "./sign-in";
export type { PublicUser, SignedIn, SignInAnswer, TwoFactorChallengeAnswer } from "./sign-in";

/** POST /api/auth/register/{client,expert,candidate}: the account made; signing in is the next call. */
export const registeredAnswer = z.object({ success: z.literal(true), user: publicUserAnswer });
export type RegisterResponse = z.output<typeof registeredAnswer>;

/** POST /api/auth/password: the caller's new token (every older sign-in has ended). */
export const passwordChangedAnswer = z.object({ success: z.literal(true), token: z.string() });

/** The e-mailed links' calls (reset asked, password reset, address verified, link sent again): what to tell the person. */
export const accountMessageAnswer = z.object({ success: z.literal(true), message: z.string() });

/** The signed-in account's address and whether it is verified. */
export const accountStatusAnswer = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  emailVerifiedAt: momentAnswer.nullable(),
});
export type AccountStatus = z.output<typeof accountStatusAnswer>;
