import { Router } from "express";
import { teamParamsSchema, teamPlanAnswer, teamPlanQuerySchema, teamPreBookingAnswer, teamPreBookingSchema } from "@shared/contracts/dream-teams";
import { currentUser, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { parse } from "../lib/validate";
import { bookTeam, getTeamPlan } from "./team-plan.service";

/** A dream team's plan and booking it whole: the owner (and admins, for the plan). */
export function teamPlanRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get("/dream-teams/:teamId/plan", requireUser, async (req, res) => {
    const { teamId } = parse(teamParamsSchema, req.params);
    const query = parse(teamPlanQuerySchema, req.query);
    res.json(answer(teamPlanAnswer, await getTeamPlan(db, currentUser(req), teamId, query)));
  });

  router.post("/dream-teams/:teamId/pre-bookings", requireRole("client"), async (req, res) => {
    const { teamId } = parse(teamParamsSchema, req.params);
    const input = parse(teamPreBookingSchema, req.body);
    res.status(201).json(answer(teamPreBookingAnswer, await bookTeam(deps, currentUser(req), teamId, input)));
  });

  return router;
}
