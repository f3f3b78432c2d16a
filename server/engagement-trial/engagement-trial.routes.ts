import { Router } from "express";
import { endTrialAnswer, endTrialSchema, trialFiguresAnswer, trialParamsSchema } from "@shared/contracts/engagement-trial";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { parse } from "../lib/validate";
import { endTrial, trialFigures } from "./engagement-trial.service";

/**
 * The 30-day trial: the client ends an engagement as not satisfied (its expert is refused, anyone
 * else is told it does not exist), and the console's figures. Mounted after the engagements' routes.
 */
export function engagementTrialRoutes({ db }: AppDeps) {
  const router = Router();

  router.post("/engagements/:id/end-trial", requireUser, async (req, res) => {
    const { id } = parse(trialParamsSchema, req.params);
    const { reason } = parse(endTrialSchema, req.body);
    res.json(answer(endTrialAnswer, await endTrial(db, currentUser(req), id, reason)));
  });

  router.get("/admin/engagements/trial-figures", requireAdmin, async (_req, res) => {
    res.json(answer(trialFiguresAnswer, await trialFigures(db)));
  });

  return router;
}
