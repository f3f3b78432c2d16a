import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import {
  changeEmailSchema,
  changePasswordSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerClientSchema,
  registerExpertSchema,
  verifyEmailSchema,
} from "@shared/contracts/auth";
import { registerCandidateSchema } from "@shared/contracts/candidates";
import type { UserRow } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { HttpError, unauthorized } from "../lib/http-error";
import { parse } from "../lib/validate";
import { changePassword, endCredentials, issueToken, registerCandidate, registerClient, registerExpert, toPublicUser } from "./auth.service";
import { accountStatus, changeEmail, requestPasswordReset, resendVerification, resetPassword, signOutEverywhere, verifyEmail } from "./account-links.service";
import { currentUser, requireAdmin, requireUser } from "./guards";
import { bearerToken, res_locals } from "./passport";

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

async function signIn(db: Db, passport: PassportStatic, req: Request, res: Response, opts: { adminOnly?: boolean } = {}) {
  const { identifier, password } = parse(loginSchema, req.body);
  req.body = { identifier, password };
  const user = await runLocal(passport, req, res);
  if (opts.adminOnly && !user.isAdmin) throw new HttpError(401, "unauthorized", "Invalid username or password");
  await logIn(req, user);
  const { token, tokenId } = await issueToken(db, user.id);
  req.session.tokenId = tokenId;
  return { success: true, user: toPublicUser(user), token };
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

export function authRoutes(db: Db, passport: PassportStatic, config: Pick<Config, "emailVerification">) {
  const router = Router();

  router.post("/login", async (req, res) => {
    res.json(await signIn(db, passport, req, res));
  });

  router.get("/me", requireUser, (req, res) => {
    res.json({ user: toPublicUser(currentUser(req)) });
  });

  router.post("/logout", async (req, res) => {
    await signOut(db, req, res);
  });

  router.post("/register/client", async (req, res) => {
    const input = parse(registerClientSchema, req.body);
    const user = await registerClient(db, input, config.emailVerification);
    res.status(201).json({ success: true, user: toPublicUser(user) });
  });

  router.post("/register/expert", async (req, res) => {
    const input = parse(registerExpertSchema, req.body);
    const user = await registerExpert(db, input, config.emailVerification);
    res.status(201).json({ success: true, user: toPublicUser(user) });
  });

  router.post("/register/candidate", async (req, res) => {
    const input = parse(registerCandidateSchema, req.body);
    const user = await registerCandidate(db, input, config.emailVerification);
    res.status(201).json({ success: true, user: toPublicUser(user) });
  });

  router.post("/password", requireUser, async (req, res) => {
    const input = parse(changePasswordSchema, req.body);
    const user = currentUser(req);
    await changePassword(db, user, input.currentPassword, input.newPassword);
    // The caller stays signed in on a fresh session and token; everything older has ended.
    await logIn(req, user);
    const { token, tokenId } = await issueToken(db, user.id);
    req.session.tokenId = tokenId;
    res.json({ success: true, token });
  });

  // --- e-mailed links and the account's own security (docs/decisions/043-*) ---

  router.post("/password-reset/request", async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    res.json(await requestPasswordReset(db, email, req.ip ?? "unknown"));
  });

  router.post("/password-reset", async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body);
    res.json(await resetPassword(db, token, password, req.ip ?? "unknown"));
  });

  router.post("/verify-email", async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body);
    res.json(await verifyEmail(db, token, req.ip ?? "unknown"));
  });

  router.post("/verify-email/resend", requireUser, async (req, res) => {
    res.json(await resendVerification(db, currentUser(req)));
  });

  router.get("/account", requireUser, async (req, res) => {
    res.json(await accountStatus(db, currentUser(req)));
  });

  router.put("/email", requireUser, async (req, res) => {
    const { email, currentPassword } = parse(changeEmailSchema, req.body);
    res.json(await changeEmail(db, currentUser(req), email, currentPassword, config.emailVerification));
  });

  router.post("/sign-out-everywhere", requireUser, async (req, res) => {
    await signOutEverywhere(db, currentUser(req));
    await endThisSession(req, res);
    res.status(204).end();
  });

  return router;
}

export function adminAuthRoutes(db: Db, passport: PassportStatic) {
  const router = Router();
  router.post("/login", async (req, res) => {
    res.json(await signIn(db, passport, req, res, { adminOnly: true }));
  });
  router.get("/check-auth", requireAdmin, (req, res) => {
    res.json({ authenticated: true, user: toPublicUser(currentUser(req)) });
  });
  router.post("/logout", async (req, res) => {
    await signOut(db, req, res);
  });
  return router;
}
