import type { RequestHandler } from "express";
import { TWO_FACTOR_ENROLMENT_REQUIRED, TWO_FACTOR_MESSAGES } from "@shared/contracts/auth-two-factor";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { isTwoFactorEnrolled } from "./two-factor.service";

/** What an admin without two-factor may still call while it is mandatory: set it up, or leave. */
const OPEN_PATHS = new Set(["/api/admin/two-factor", "/api/admin/two-factor/setup", "/api/admin/two-factor/confirm", "/api/admin/logout", "/api/auth/logout", "/api/auth/me"]);

/**
 * ADMIN_REQUIRE_2FA: a signed-in admin who has not enrolled gets 403 two_factor_enrolment_required
 * on every other call (admin or not: an admin's session carries admin rights everywhere).
 */
export function requireAdminEnrolment(config: Config, db: Db): RequestHandler {
  return async (req, _res, next) => {
    if (!config.adminRequire2fa || !req.user?.isAdmin) return next();
    if (OPEN_PATHS.has(req.originalUrl.split("?")[0].replace(/\/+$/, ""))) return next();
    if (await isTwoFactorEnrolled(db, req.user.id)) return next();
    next(new HttpError(403, TWO_FACTOR_ENROLMENT_REQUIRED, TWO_FACTOR_MESSAGES.enrolmentRequired));
  };
}
