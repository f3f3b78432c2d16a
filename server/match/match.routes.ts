import { Router } from "express";
import { matchAnswer, matchRequestSchema, skillSuggestionAnswer, skillSuggestionsQuerySchema } from "@shared/contracts/match";
import { currentUser, requireRole } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { matchFor, suggestSkills } from "./match.service";

/** "Find my team": the match (clients and admins) and the skill suggestions of its form (public, like the expert list). */
export function matchRoutes({ db }: AppDeps) {
  const router = Router();

  router.post("/match", requireRole("client"), async (req, res) => {
    const input = parse(matchRequestSchema, req.body);
    res.json(answer(matchAnswer, await matchFor(db, currentUser(req), input)));
  });

  router.get("/skills", async (req, res) => {
    const { q, limit } = parse(skillSuggestionsQuerySchema, req.query);
    res.json(answerList(skillSuggestionAnswer, await suggestSkills(db, q, limit)));
  });

  return router;
}
