// The sign-in's answers: the public user, what POST /api/auth/login and /api/admin/login give, and
// the checks of a sign-in every signed-in page makes.
// Written out rather than derived from the users table (auth.ts derives the requests): the sign-in
// page checks these answers, and the table's schema would add its code to that page's first load
// (docs/decisions/024). A test in sign-in.test.ts keeps the public user in step with the table.
import { z } from "zod";
import { USER_TYPES } from "../constants";

/** An account as its owner and the screens see it; never its password or tokens. */
export const publicUserAnswer = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  isAdmin: z.boolean(),
});
export type PublicUser = z.output<typeof publicUserAnswer>;

/** A complete sign-in: the session cookie is set and the bearer token is here. */
export const signedInAnswer = z.object({
  success: z.literal(true),
  user: publicUserAnswer,
  token: z.string(),
  /** An admin signed in while two-factor sign-in is required and not set up: every admin call waits until it is. */
  twoFactorSetupRequired: z.literal(true).optional(),
});
export type SignedIn = z.output<typeof signedInAnswer>;

/** The password step's answer when the account needs its code next: no session, no token yet. */
export const twoFactorChallengeAnswer = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallengeAnswer = z.output<typeof twoFactorChallengeAnswer>;

/** POST /api/auth/login and POST /api/admin/login: signed in, or the code step next (admins with two-factor sign-in). */
export const signInAnswer = z.union([signedInAnswer, twoFactorChallengeAnswer]);
export type SignInAnswer = z.output<typeof signInAnswer>;

/** GET /api/auth/me. */
export const currentUserAnswer = z.object({ user: publicUserAnswer });

/** GET /api/admin/check-auth. */
export const adminCheckAnswer = z.object({ authenticated: z.literal(true), user: publicUserAnswer });
