import { Router } from "express";
import { teamParamsSchema } from "@shared/contracts/dream-teams";
import { teamPlanQuerySchema } from "@shared/contracts/team-plan";
import { currentUser, requireUser } from "../auth/guards";
import type { AppDeps } from "../deps";
import { parse } from "../lib/validate";
import { getTeamPlan } from "./team-plan.service";

/** A dream team's plan: the owner and admins. */
export function teamPlanRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/dream-teams/:teamId/plan", requireUser, async (req, res) => {
    const { teamId } = parse(teamParamsSchema, req.params);
    const query = parse(teamPlanQuerySchema, req.query);
    res.json(await getTeamPlan(db, currentUser(req), teamId, query));
  });

  return router;
}
