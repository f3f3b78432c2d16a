import { Router } from "express";
import {
  adminPreBookingsQuerySchema,
  bookingParamsSchema,
  clientParamsSchema,
  createPreBookingSchema,
  expertParamsSchema,
  ownPreBookingsQuerySchema,
  preBookingAnswer,
  requisitionBookingAnswer,
  updatePreBookingSchema,
} from "@shared/contracts/pre-bookings";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { teamPreBookingSchema } from "@shared/contracts/dream-teams";
import { requisitionParamsSchema } from "@shared/contracts/requisitions";
import { bookRequisitionCandidates, createPreBooking, listAllBookings, listClientBookings, listExpertBookings, updateBookingStatus } from "./pre-bookings.service";

export function preBookingsRoutes(deps: AppDeps) {
  const router = Router();

  router.get("/pre-bookings", requireAdmin, async (req, res) => {
    const query = parse(adminPreBookingsQuerySchema, req.query);
    const { items, total } = await listAllBookings(deps, query);
    res.set("X-Total-Count", String(total)).json(answerList(preBookingAnswer, items));
  });

  router.get("/pre-bookings/client/:clientId", requireUser, async (req, res) => {
    const { clientId } = parse(clientParamsSchema, req.params);
    const page = parse(ownPreBookingsQuerySchema, req.query);
    const { items, total } = await listClientBookings(deps, currentUser(req), clientId, page);
    res.set("X-Total-Count", String(total)).json(answerList(preBookingAnswer, items));
  });

  router.get("/pre-bookings/expert/:expertId", requireUser, async (req, res) => {
    const { expertId } = parse(expertParamsSchema, req.params);
    const page = parse(ownPreBookingsQuerySchema, req.query);
    const { items, total } = await listExpertBookings(deps, currentUser(req), expertId, page);
    res.set("X-Total-Count", String(total)).json(answerList(preBookingAnswer, items));
  });

  router.post("/pre-bookings", requireRole("client"), async (req, res) => {
    const input = parse(createPreBookingSchema, req.body);
    res.status(201).json(answer(preBookingAnswer, await createPreBooking(deps, currentUser(req), input)));
  });

  // The candidates marked for interview on a requisition, booked together (all or none).
  router.post("/requisitions/:id/pre-bookings", requireRole("client"), async (req, res) => {
    const { id } = parse(requisitionParamsSchema, req.params);
    const input = parse(teamPreBookingSchema, req.body);
    res.status(201).json(answer(requisitionBookingAnswer, await bookRequisitionCandidates(deps, currentUser(req), id, input)));
  });

  router.patch("/pre-bookings/:bookingId", requireUser, async (req, res) => {
    const { bookingId } = parse(bookingParamsSchema, req.params);
    const input = parse(updatePreBookingSchema, req.body);
    res.json(answer(preBookingAnswer, await updateBookingStatus(deps, currentUser(req), bookingId, input)));
  });

  return router;
}
