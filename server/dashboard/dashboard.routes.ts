import { Router } from "express";
import { needsYouAnswer } from "@shared/contracts/dashboard";
import { currentUser, requireRole } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { needsYouNow } from "./dashboard.service";

/** The client's dashboard: what of their company waits for the signed-in client, by their role. */
export function dashboardRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/client/needs-you", requireRole("client"), async (req, res) => {
    res.set("Cache-Control", "private, no-store").json(answer(needsYouAnswer, await needsYouNow(db, currentUser(req))));
  });

  return router;
}
