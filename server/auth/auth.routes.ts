import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import {
  accountMessageAnswer,
  accountStatusAnswer,
  adminCheckAnswer,
  changeEmailSchema,
  changePasswordSchema,
  currentUserAnswer,
  loginSchema,
  passwordChangedAnswer,
  passwordResetRequestSchema,
  passwordResetSchema,
  registeredAnswer,
  signedInAnswer,
  signInAnswer,
  verifyEmailSchema,
  type TwoFactorChallengeAnswer,
} from "@shared/contracts/auth";
import {
  twoFactorConfirmedAnswer,
  twoFactorConfirmSchema,
  twoFactorLoginSchema,
  twoFactorSetupAnswer,
  twoFactorSetupSchema,
  twoFactorStatusAnswer,
} from "@shared/contracts/auth-two-factor";
import { registerCandidateSchema } from "@shared/contracts/candidates";
import type { UserRow } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { answer } from "../lib/answer";
import { HttpError, unauthorized } from "../lib/http-error";
import { parse } from "../lib/validate";
import { changePassword, endCredentials, issueToken, recordSignIn, registerCandidate, signUpContext } from "./auth.service";
import { accountStatus, changeEmail, requestPasswordReset, resendVerification, resetPassword, signOutEverywhere, verifyEmail } from "./account-links.service";
import { currentUser, requireAdmin, requireUser, res_locals } from "../lib/guards";
import { bearerToken } from "./passport";
import { beginEnrolment, completeChallenge, confirmEnrolment, isTwoFactorEnrolled, startChallenge, twoFactorStatus } from "./two-factor.service";

declare module "express-session" {
  interface SessionData {
    tokenId?: number;
  }
}

function runLocal(passport: PassportStatic, req: Request, res: Response): Promise<UserRow> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (err: unknown, user: UserRow | false) => {
      if (err) return reject(err);
      if (!user) return reject(unauthorized("Invalid username or password"));
      resolve(user);
    })(req, res, (err: unknown) => reject(err));
  });
}

function logIn(req: Request, user: UserRow): Promise<void> {
  // passport regenerates the session id here, so a fixed id from before sign-in is useless.
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

/** The session and the bearer token of a sign-in that is complete (password, and the code where one is needed). */
async function finishSignIn(db: Db, config: Config, req: Request, user: UserRow, method: "password" | "code" | "recovery-code") {
  await logIn(req, user);
  const { token, tokenId } = await issueToken(db, user.id);
  req.session.tokenId = tokenId;
  await recordSignIn(db, user, method);
  // Signed in, but every admin call waits for the set-up (ADMIN_REQUIRE_2FA): say so at once.
  const twoFactorSetupRequired = user.isAdmin && config.adminRequire2fa && method === "password" ? (true as const) : undefined;
  return { success: true as const, user, token, ...(twoFactorSetupRequired && { twoFactorSetupRequired }) };
}

/**
 * The password step. An admin who has enrolled in two-factor sign-in gets no session and no token
 * here, only a short-lived ticket for the code step (POST /api/admin/login/two-factor).
 */
async function signIn(db: Db, config: Config, passport: PassportStatic, req: Request, res: Response, opts: { adminOnly?: boolean } = {}) {
  const { identifier, password } = parse(loginSchema, req.body);
  req.body = { identifier, password };
  const user = await runLocal(passport, req, res);
  if (opts.adminOnly && !user.isAdmin) throw new HttpError(401, "unauthorized", "Invalid username or password");
  if (user.isAdmin && (await isTwoFactorEnrolled(db, user.id))) {
    const challenge: TwoFactorChallengeAnswer = { twoFactorRequired: true, challenge: await startChallenge(db, user) };
    return challenge;
  }
  return finishSignIn(db, config, req, user, "password");
}

async function signOut(db: Db, req: Request, res: Response) {
  await endCredentials(db, {
    bearer: bearerToken(req.headers.authorization),
    tokenIds: [req.session?.tokenId, res_locals(req).tokenId],
    userId: req.user?.id,
  });
  await endThisSession(req, res);
  res.status(204).end();
}

/** Ends this request's session and cookie (the database rows are already gone or going). */
async function endThisSession(req: Request, res: Response) {
  await new Promise<void>((resolve) => req.logout(() => resolve()));
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
  res.clearCookie("sid", { path: "/" });
}

export function authRoutes(db: Db, passport: PassportStatic, config: Config) {
  const router = Router();

  router.post("/login", async (req, res) => {
    res.json(answer(signInAnswer, await signIn(db, config, passport, req, res)));
  });

  router.get("/me", requireUser, (req, res) => {
    res.json(answer(currentUserAnswer, { user: currentUser(req) }));
  });

  router.post("/logout", async (req, res) => {
    await signOut(db, req, res);
  });

  // A client's sign-up is the client profiles' (client-profiles.routes.ts), an expert's the experts'
  // (experts.routes.ts): each starts that domain's rows with the account.
  router.post("/register/candidate", async (req, res) => {
    const input = parse(registerCandidateSchema, req.body);
    const user = await registerCandidate(db, input, signUpContext(config, req.ip));
    res.status(201).json(answer(registeredAnswer, { success: true, user }));
  });

  router.post("/password", requireUser, async (req, res) => {
    const input = parse(changePasswordSchema, req.body);
    const user = currentUser(req);
    await changePassword(db, user, input.currentPassword, input.newPassword, req.ip ?? "unknown", config.passwordCost);
    // The caller stays signed in on a fresh session and token; everything older has ended.
    await logIn(req, user);
    const { token, tokenId } = await issueToken(db, user.id);
    req.session.tokenId = tokenId;
    res.json(answer(passwordChangedAnswer, { success: true, token }));
  });

  // --- e-mailed links and the account's own security (docs/decisions/043-*) ---

  router.post("/password-reset/request", async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    res.json(answer(accountMessageAnswer, await requestPasswordReset(db, email, req.ip ?? "unknown")));
  });

  router.post("/password-reset", async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body);
    res.json(answer(accountMessageAnswer, await resetPassword(db, token, password, req.ip ?? "unknown", config.passwordCost)));
  });

  router.post("/verify-email", async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body);
    res.json(answer(accountMessageAnswer, await verifyEmail(db, token, req.ip ?? "unknown")));
  });

  router.post("/verify-email/resend", requireUser, async (req, res) => {
    res.json(answer(accountMessageAnswer, await resendVerification(db, currentUser(req))));
  });

  router.get("/account", requireUser, async (req, res) => {
    res.json(answer(accountStatusAnswer, await accountStatus(db, currentUser(req))));
  });

  router.put("/email", requireUser, async (req, res) => {
    const { email, currentPassword } = parse(changeEmailSchema, req.body);
    res.json(answer(accountStatusAnswer, await changeEmail(db, currentUser(req), email, currentPassword, config.emailVerification, req.ip ?? "unknown")));
  });

  router.post("/sign-out-everywhere", requireUser, async (req, res) => {
    await signOutEverywhere(db, currentUser(req));
    await endThisSession(req, res);
    res.status(204).end();
  });

  return router;
}

export function adminAuthRoutes(db: Db, passport: PassportStatic, config: Config) {
  const router = Router();
  router.post("/login", async (req, res) => {
    res.json(answer(signInAnswer, await signIn(db, config, passport, req, res, { adminOnly: true })));
  });
  router.post("/login/two-factor", async (req, res) => {
    const { challenge, code } = parse(twoFactorLoginSchema, req.body);
    const { user, method } = await completeChallenge(db, config.sessionSecret, challenge, code);
    res.json(answer(signedInAnswer, await finishSignIn(db, config, req, user, method)));
  });
  router.get("/check-auth", requireAdmin, (req, res) => {
    res.json(answer(adminCheckAnswer, { authenticated: true, user: currentUser(req) }));
  });
  router.post("/logout", async (req, res) => {
    await signOut(db, req, res);
  });

  router.get("/two-factor", requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answer(twoFactorStatusAnswer, await twoFactorStatus(db, currentUser(req), config.adminRequire2fa)));
  });
  router.post("/two-factor/setup", requireAdmin, async (req, res) => {
    const { password } = parse(twoFactorSetupSchema, req.body ?? {});
    // The secret leaves the server in this answer only; nothing may keep a copy on the way.
    res.set("Cache-Control", "no-store").json(answer(twoFactorSetupAnswer, await beginEnrolment(db, config.sessionSecret, currentUser(req), password, req.ip ?? "unknown")));
  });
  router.post("/two-factor/confirm", requireAdmin, async (req, res) => {
    const { code } = parse(twoFactorConfirmSchema, req.body);
    const user = currentUser(req);
    const recoveryCodes = await confirmEnrolment(db, config.sessionSecret, user, code);
    // Every earlier sign-in of the account has ended; this one goes on with a new session and token.
    await logIn(req, user);
    const { token, tokenId } = await issueToken(db, user.id);
    req.session.tokenId = tokenId;
    res.set("Cache-Control", "no-store").json(answer(twoFactorConfirmedAnswer, { success: true, recoveryCodes, token }));
  });
  return router;
}
