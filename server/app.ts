import express, { type RequestHandler } from "express";
import session from "express-session";
import helmet from "helmet";
import { accountRoutes } from "./account/account.routes";
import { adminRoutes } from "./admin/admin.routes";
import { auditRoutes } from "./audit/audit.routes";
import { adminAuthRoutes, authRoutes } from "./auth/auth.routes";
import { credentialsStillValid } from "./auth/auth.service";
import { createPassport, bearerAuth } from "./auth/passport";
import { DbSessionStore, SESSION_TTL_MS } from "./auth/session-store";
import { requireAdminEnrolment } from "./auth/two-factor-guard";
import { availabilityRoutes } from "./availability/availability.routes";
import { blogRoutes } from "./blog/blog.routes";
import { candidatesRoutes } from "./candidates/candidates.routes";
import { clientProfilesRoutes } from "./client-profiles/client-profiles.routes";
import { companiesRoutes } from "./companies/companies.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import type { AppDeps } from "./deps";
import { discoveryCallsRoutes } from "./discovery-calls/discovery-calls.routes";
import { dreamTeamsRoutes } from "./dream-teams/dream-teams.routes";
import { teamPlanRoutes } from "./dream-teams/team-plan.routes";
import { expertsRoutes } from "./experts/experts.routes";
import { compressAnswers } from "./lib/compress";
import { refuseCrossSiteWrites } from "./lib/cross-site";
import { matchRoutes } from "./match/match.routes";
import { apiNotFound, errorHandler } from "./lib/error-handler";
import { hasSessionCookie, SESSION_COOKIE } from "./lib/http-cache";
import { requestContext } from "./lib/request-context";
import { refuseWhenOverloaded } from "./lib/overload";
import { requestLog } from "./lib/request-log";
import { notificationsRoutes } from "./notifications/notifications.routes";
import { preBookingsRoutes } from "./pre-bookings/pre-bookings.routes";
import { requisitionsRoutes } from "./requisitions/requisitions.routes";
import { threadsRoutes } from "./threads/threads.routes";
import { engagementsRoutes } from "./engagements/engagements.routes";
import { engagementTrialRoutes } from "./engagement-trial/engagement-trial.routes";
import { timesheetsRoutes } from "./timesheets/timesheets.routes";
import { invoicesRoutes } from "./invoices/invoices.routes";
import { ledgerRoutes } from "./ledger/ledger.routes";
import { paymentsRoutes } from "./payments/payments.routes";
import { payoutsRoutes } from "./payouts/payouts.routes";
import { interviewsRoutes } from "./interviews/interviews.routes";
import { calendarRoutes } from "./calendar/calendar.routes";
import { healthRoutes } from "./health";
import { blogPagesRoutes } from "./web/blog-pages.routes";
import { seoRoutes } from "./web/seo.routes";

const JSON_BODY_LIMIT = "100kb";

interface AppOptions {
  /** Serves the SPA (Vite in development, the build in production); mounted after the API. */
  web?: RequestHandler[];
  /** Hashes ('sha256-…') of the inline scripts the served pages may run (the prerendered pages' boot script). */
  scriptHashes?: string[];
}

export function contentSecurityPolicy(deps: AppDeps, opts: { dev?: boolean; scriptHashes?: string[] } = {}) {
  const frameSrc = ["'self'", "https://www.youtube-nocookie.com"];
  if (deps.config.schedulingEmbedUrl?.startsWith("http")) frameSrc.push(new URL(deps.config.schedulingEmbedUrl).origin);
  const scriptSrc = ["'self'", ...(opts.scriptHashes ?? [])];
  if (deps.config.trackingScriptUrl?.startsWith("http")) scriptSrc.push(new URL(deps.config.trackingScriptUrl).origin);
  if (opts.dev) scriptSrc.push("'unsafe-inline'", "'unsafe-eval'");
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc,
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: opts.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameSrc,
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      ...(deps.config.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export function createApp(deps: AppDeps, opts: AppOptions & { dev?: boolean } = {}) {
  const { config, db, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);
  app.set("etag", "strong");

  // First: a refusal costs as little as possible (it is logged when refusing starts and stops).
  app.use(refuseWhenOverloaded(config.overloadMaxLagMs, logger, deps.database.connectionQueueStanding));
  app.use(requestLog(logger, { ignore: (url) => url === "/api/health" }));

  app.use(compressAnswers());

  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(deps, { dev: opts.dev, scriptHashes: opts.scriptHashes }),
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use("/api", healthRoutes(deps));

  // Before any body is read or session loaded: another site's form or script changes nothing here.
  app.use(refuseCrossSiteWrites(config));

  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  const passport = createPassport(db, config.passwordCost);
  const loadSession = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new DbSessionStore(db),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction ? "auto" : false,
      maxAge: SESSION_TTL_MS,
      path: "/",
    },
  });
  const restoreUser = passport.session();
  // A GET or HEAD without a session cookie has no session to load and none to start (sign-in is a
  // POST), so public pages and reads skip the session object and the store entirely.
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !hasSessionCookie(req.headers.cookie)) return next();
    loadSession(req, res, (err?: unknown) => (err ? next(err) : restoreUser(req, res, next)));
  });
  app.use(bearerAuth(db));
  app.use("/api", requestContext);
  app.use("/api", requireAdminEnrolment(config, db));

  app.use("/api/auth", authRoutes(db, passport, config));
  app.use("/api/admin", adminAuthRoutes(db, passport, config));
  app.use("/api", blogRoutes(deps));
  app.use("/api", expertsRoutes(deps));
  app.use("/api", availabilityRoutes(deps));
  app.use("/api", preBookingsRoutes(deps));
  app.use("/api", dreamTeamsRoutes(deps));
  app.use("/api", teamPlanRoutes(deps));
  app.use("/api", candidatesRoutes(deps));
  app.use("/api", clientProfilesRoutes(deps));
  app.use("/api", companiesRoutes(deps));
  app.use("/api", dashboardRoutes(deps));
  app.use("/api", discoveryCallsRoutes(deps));
  // The stream ends when its sign-in does: auth says whether it still holds.
  app.use("/api", notificationsRoutes(deps, { stillSignedIn: credentialsStillValid }));
  app.use("/api", adminRoutes(deps));
  app.use("/api", matchRoutes(deps));
  app.use("/api", accountRoutes(deps));
  app.use("/api", auditRoutes(deps));
  app.use("/api", requisitionsRoutes(deps));
  app.use("/api", threadsRoutes(deps));
  app.use("/api", engagementsRoutes(deps));
  app.use("/api", engagementTrialRoutes(deps));
  app.use("/api", timesheetsRoutes(deps));
  app.use("/api", invoicesRoutes(deps));
  app.use("/api", ledgerRoutes(deps));
  app.use("/api", paymentsRoutes(deps));
  app.use("/api", payoutsRoutes(deps));
  app.use("/api", interviewsRoutes(deps));
  app.use("/api", calendarRoutes(deps));
  app.use("/api", apiNotFound);
  app.use(seoRoutes(deps));
  app.use(blogPagesRoutes(deps));

  for (const handler of opts.web ?? []) app.use(handler);

  app.use(errorHandler);
  return app;
}
