import { Router } from "express";
import {
  adminRequisitionsQuerySchema,
  candidateParamsSchema,
  createRequisitionSchema,
  decideCandidateSchema,
  ownRequisitionsQuerySchema,
  proposeCandidateSchema,
  requisitionAnswer,
  requisitionFiguresAnswer,
  requisitionParamsSchema,
  requisitionSummaryAnswer,
  suggestionsQuerySchema,
  updateRequisitionSchema,
} from "@shared/contracts/requisitions";
import { matchAnswer } from "@shared/contracts/match";
import { currentUser, requireAdmin, requireRole, requireUser } from "../auth/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import {
  createRequisition,
  decideCandidate,
  getRequisition,
  listOwnRequisitions,
  listQueue,
  proposeCandidate,
  requisitionFigures,
  suggestionsFor,
  updateRequisitionStatus,
} from "./requisitions.service";

/**
 * Requisitions: the client states a need and answers candidates; admins work the queue from the
 * console. A requisition is its client's and the admins' alone: anyone else gets 404.
 */
export function requisitionsRoutes({ db }: AppDeps) {
  const router = Router();

  router.post("/requisitions", requireRole("client"), async (req, res) => {
    const input = parse(createRequisitionSchema, req.body);
    res.status(201).json(answer(requisitionAnswer, await createRequisition(db, currentUser(req), input)));
  });

  router.get("/requisitions", requireRole("client"), async (req, res) => {
    const page = parse(ownRequisitionsQuerySchema, req.query);
    const { items, total } = await listOwnRequisitions(db, currentUser(req), page);
    res.set("X-Total-Count", String(total)).json(answerList(requisitionSummaryAnswer, items));
  });

  router.get("/requisitions/:id", requireUser, async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    res.json(answer(requisitionAnswer, await getRequisition(db, currentUser(req), id)));
  });

  router.patch("/requisitions/:id", requireUser, async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    const { status } = parse(updateRequisitionSchema, req.body);
    res.json(answer(requisitionAnswer, await updateRequisitionStatus(db, currentUser(req), id, status)));
  });

  router.post("/requisitions/:id/candidates", requireAdmin, async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    const { expertId, note } = parse(proposeCandidateSchema, req.body);
    res.status(201).json(answer(requisitionAnswer, await proposeCandidate(db, currentUser(req), id, expertId, note)));
  });

  router.patch("/requisitions/:id/candidates/:expertId", requireUser, async (req, res) => {
    const { id, expertId } = parse(candidateParamsSchema, req.params);
    const { decision, reason } = parse(decideCandidateSchema, req.body);
    res.json(answer(requisitionAnswer, await decideCandidate(db, currentUser(req), id, expertId, decision, reason)));
  });

  router.get("/admin/requisitions", requireAdmin, async (req, res) => {
    const query = parse(adminRequisitionsQuerySchema, req.query);
    const { items, total } = await listQueue(db, query);
    res.set("X-Total-Count", String(total)).json(answerList(requisitionSummaryAnswer, items));
  });

  router.get("/admin/requisitions/figures", requireAdmin, async (_req, res) => {
    res.json(answer(requisitionFiguresAnswer, await requisitionFigures(db)));
  });

  router.get("/admin/requisitions/:id/suggestions", requireAdmin, async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    const { limit } = parse(suggestionsQuerySchema, req.query);
    res.json(answer(matchAnswer, await suggestionsFor(db, id, limit)));
  });

  return router;
}
