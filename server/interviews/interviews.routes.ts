import { Router } from "express";
import {
  bookInterviewSchema,
  interviewAnswer,
  interviewListQuerySchema,
  interviewParamsSchema,
  interviewSlotsAnswer,
  interviewSlotsQuerySchema,
  moveSlotsQuerySchema,
  updateInterviewSchema,
} from "@shared/contracts/interviews";
import { currentUser, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { bookInterview, getInterview, listInterviews, slotsFor, slotsToMove, updateInterview } from "./interviews.service";

/**
 * Interviews: the client finds a free slot and books it; either party moves or cancels it; the
 * client records the outcome. An interview is its two parties' and the admins' alone: anyone else
 * gets 404.
 */
export function interviewsRoutes({ db, config }: AppDeps) {
  const deps = { db, config };
  const router = Router();

  router.get("/interviews/slots", requireRole("client"), async (req, res) => {
    const query = parse(interviewSlotsQuerySchema, req.query);
    res.json(answer(interviewSlotsAnswer, await slotsFor(deps, currentUser(req), query)));
  });

  router.post("/interviews", requireRole("client"), async (req, res) => {
    const input = parse(bookInterviewSchema, req.body);
    res.status(201).json(answer(interviewAnswer, await bookInterview(deps, currentUser(req), input)));
  });

  router.get("/interviews", requireUser, async (req, res) => {
    const page = parse(interviewListQuerySchema, req.query);
    const { items, total } = await listInterviews(db, currentUser(req), page);
    res.set("X-Total-Count", String(total)).json(answerList(interviewAnswer, items));
  });

  router.get("/interviews/:id", requireUser, async (req, res) => {
    const { id } = parse(interviewParamsSchema, req.params);
    res.json(answer(interviewAnswer, await getInterview(db, currentUser(req), id)));
  });

  router.get("/interviews/:id/slots", requireUser, async (req, res) => {
    const { id } = parse(interviewParamsSchema, req.params);
    const query = parse(moveSlotsQuerySchema, req.query);
    res.json(answer(interviewSlotsAnswer, await slotsToMove(deps, currentUser(req), id, query)));
  });

  router.patch("/interviews/:id", requireUser, async (req, res) => {
    const { id } = parse(interviewParamsSchema, req.params);
    const input = parse(updateInterviewSchema, req.body);
    res.json(answer(interviewAnswer, await updateInterview(db, currentUser(req), id, input)));
  });

  return router;
}
