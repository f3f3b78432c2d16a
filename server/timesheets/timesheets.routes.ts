import { Router } from "express";
import {
  adminTimesheetWeekAnswer,
  adminTimesheetsQuerySchema,
  disputeWeekSchema,
  engagementWeeksParamsSchema,
  saveWeekSchema,
  submitWeekSchema,
  timesheetWeekAnswer,
  timesheetWeekSummaryAnswer,
  weekParamsSchema,
} from "@shared/contracts/timesheets";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { answerWeek, getWeek, listAdminWeeks, listWeeks, saveWeek, submitWeek } from "./timesheets.service";

/**
 * An engagement's timesheets: its parties and the admins read them (anyone else gets 404); the
 * expert saves and submits a week, the client approves or disputes it; admins see the weeks waiting.
 */
export function timesheetsRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/engagements/:id/timesheets", requireUser, async (req, res) => {
    const { id } = parse(engagementWeeksParamsSchema, req.params);
    res.json(answerList(timesheetWeekSummaryAnswer, await listWeeks(db, currentUser(req), id)));
  });

  router.get("/engagements/:id/timesheets/:weekStart", requireUser, async (req, res) => {
    const { id, weekStart } = parse(weekParamsSchema, req.params);
    res.json(answer(timesheetWeekAnswer, await getWeek(db, currentUser(req), id, weekStart)));
  });

  router.put("/engagements/:id/timesheets/:weekStart", requireUser, async (req, res) => {
    const { id, weekStart } = parse(weekParamsSchema, req.params);
    const { days } = parse(saveWeekSchema, req.body);
    res.json(answer(timesheetWeekAnswer, await saveWeek(db, currentUser(req), id, weekStart, days)));
  });

  router.post("/engagements/:id/timesheets/:weekStart/submit", requireUser, async (req, res) => {
    const { id, weekStart } = parse(weekParamsSchema, req.params);
    const { days } = parse(submitWeekSchema, req.body);
    res.json(answer(timesheetWeekAnswer, await submitWeek(db, currentUser(req), id, weekStart, days)));
  });

  router.post("/engagements/:id/timesheets/:weekStart/approve", requireUser, async (req, res) => {
    const { id, weekStart } = parse(weekParamsSchema, req.params);
    res.json(answer(timesheetWeekAnswer, await answerWeek(db, currentUser(req), id, weekStart, { approve: true })));
  });

  router.post("/engagements/:id/timesheets/:weekStart/dispute", requireUser, async (req, res) => {
    const { id, weekStart } = parse(weekParamsSchema, req.params);
    const { reason } = parse(disputeWeekSchema, req.body);
    res.json(answer(timesheetWeekAnswer, await answerWeek(db, currentUser(req), id, weekStart, { approve: false, reason })));
  });

  router.get("/admin/timesheets", requireAdmin, async (req, res) => {
    const query = parse(adminTimesheetsQuerySchema, req.query);
    const { items, total } = await listAdminWeeks(db, query);
    res.set("X-Total-Count", String(total)).json(answerList(adminTimesheetWeekAnswer, items));
  });

  return router;
}
