import { Router } from "express";
import {
  acceptTermsSchema,
  changeTermsSchema,
  engagementAnswer,
  engagementCountsAnswer,
  engagementDetailAnswer,
  engagementParamsSchema,
  engagementsQuerySchema,
  poNumberSchema,
} from "@shared/contracts/engagements";
import { setApproverSchema } from "@shared/contracts/engagement-approver";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { acceptTerms, changeTerms, engagementCounts, getEngagement, listEngagements, setApprover, setPoNumber } from "./engagements.service";

/**
 * Engagements: its client, its expert and the admins read it (anyone else gets 404); each party
 * accepts its terms; an owner or hiring member of its company chooses who approves its weeks; admins change them and see the counts by status on the console.
 */
export function engagementsRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get("/engagements", requireUser, async (req, res) => {
    const query = parse(engagementsQuerySchema, req.query);
    const { items, total } = await listEngagements(db, currentUser(req), query);
    res.set("X-Total-Count", String(total)).json(answerList(engagementAnswer, items));
  });

  router.get("/engagements/:id", requireUser, async (req, res) => {
    const { id } = parse(engagementParamsSchema, req.params);
    res.json(answer(engagementDetailAnswer, await getEngagement(db, currentUser(req), id)));
  });

  router.post("/engagements/:id/accept", requireUser, async (req, res) => {
    const { id } = parse(engagementParamsSchema, req.params);
    const { sha256 } = parse(acceptTermsSchema, req.body);
    res.json(answer(engagementDetailAnswer, await acceptTerms(db, currentUser(req), id, sha256)));
  });

  router.put("/engagements/:id/approver", requireUser, async (req, res) => {
    const { id } = parse(engagementParamsSchema, req.params);
    const { userId } = parse(setApproverSchema, req.body);
    res.json(answer(engagementDetailAnswer, await setApprover(db, currentUser(req), id, userId)));
  });

  router.put("/engagements/:id/po-number", requireUser, async (req, res) => {
    const { id } = parse(engagementParamsSchema, req.params);
    const { poNumber } = parse(poNumberSchema, req.body);
    res.json(answer(engagementDetailAnswer, await setPoNumber(db, currentUser(req), id, poNumber)));
  });

  router.patch("/engagements/:id", requireAdmin, async (req, res) => {
    const { id } = parse(engagementParamsSchema, req.params);
    const values = parse(changeTermsSchema, req.body);
    res.json(answer(engagementDetailAnswer, await changeTerms(db, currentUser(req), id, values)));
  });

  router.get("/admin/engagements/counts", requireAdmin, async (_req, res) => {
    res.json(answer(engagementCountsAnswer, await engagementCounts(db)));
  });

  return router;
}
