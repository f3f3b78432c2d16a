import { Router } from "express";
import {
  adminRequisitionsQuerySchema,
  candidateParamsSchema,
  createRequisitionSchema,
  decideCandidateSchema,
  editRequisitionSchema,
  ownRequisitionsQuerySchema,
  proposeCandidateSchema,
  requisitionAnswer,
  requisitionFiguresAnswer,
  requisitionFitAnswer,
  requisitionFitSchema,
  requisitionParamsSchema,
  requisitionSummaryAnswer,
  suggestionsQuerySchema,
  updateRequisitionSchema,
} from "@shared/contracts/requisitions";
import { matchAnswer } from "@shared/contracts/match";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import {
  createRequisition,
  decideCandidate,
  editRequisition,
  getRequisition,
  listOwnRequisitions,
  listQueue,
  proposeCandidate,
  requisitionFigures,
  requisitionFit,
  suggestionsFor,
  updateRequisitionStatus,
} from "./requisitions.service";

/**
 * Requisitions: the client states a need and answers candidates; admins work the queue from the
 * console. A requisition is its company's and the admins': anyone else gets 404; its members act on it
 * by role (shared/company-roles.ts).
 */
export function requisitionsRoutes({ db }: AppDeps) {
  const router = Router();

  router.post("/requisitions", requireRole("client"), async (req, res) => {
    const input = parse(createRequisitionSchema, req.body);
    res.status(201).json(answer(requisitionAnswer, await createRequisition(db, currentUser(req), input)));
  });

  // As the client types the need: who passes its hard filters (the match's rules), guarded as the match is.
  router.post("/requisitions/fit", requireRole("client"), async (req, res) => {
    const need = parse(requisitionFitSchema, req.body);
    res.json(answer(requisitionFitAnswer, await requisitionFit(db, currentUser(req), need)));
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

  // With a status: the client closes it; without: the client restates the need (every field, as when stating it).
  router.patch("/requisitions/:id", requireUser, async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    if (req.body && typeof req.body === "object" && "status" in req.body) {
      const { status } = parse(updateRequisitionSchema, req.body);
      res.json(answer(requisitionAnswer, await updateRequisitionStatus(db, currentUser(req), id, status)));
      return;
    }
    const input = parse(editRequisitionSchema, req.body);
    res.json(answer(requisitionAnswer, await editRequisition(db, currentUser(req), id, input)));
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
