import { Router } from "express";
import {
  adminDiscoveryCallsQuerySchema,
  bookedDiscoveryCallAnswer,
  createDiscoveryCallSchema,
  discoveryCallAnswer,
  discoveryCallIdParamsSchema,
  discoveryCallTokenParamsSchema,
  discoverySlotsAnswer,
  slotsQuerySchema,
  updateDiscoveryCallSchema,
} from "@shared/contracts/discovery-calls";
import { requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { notFound } from "../lib/http-error";
import { parse } from "../lib/validate";
import { bookCall, calendarFile, listCalls, listFreeSlots, updateCallStatus } from "./discovery-calls.service";

export function discoveryCallsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = Router();

  router.get("/discovery-calls/slots", async (req, res) => {
    const query = parse(slotsQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(answer(discoverySlotsAnswer, await listFreeSlots(db, config, query)));
  });

  router.post("/discovery-calls", async (req, res) => {
    const input = parse(createDiscoveryCallSchema, req.body);
    res.status(201).json(answer(bookedDiscoveryCallAnswer, await bookCall(deps, input, req.ip)));
  });

  router.get("/discovery-calls/:token/calendar.ics", async (req, res) => {
    const parsed = discoveryCallTokenParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound("Booking not found");
    const { filename, body } = await calendarFile(db, config, parsed.data.token);
    res
      .status(200)
      .set({
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      })
      .send(body);
  });

  router.get("/admin/discovery-calls", requireAdmin, async (req, res) => {
    const query = parse(adminDiscoveryCallsQuerySchema, req.query);
    const { items, total } = await listCalls(db, query);
    res.set("X-Total-Count", String(total)).json(answerList(discoveryCallAnswer, items));
  });

  router.patch("/admin/discovery-calls/:id", requireAdmin, async (req, res) => {
    const { id } = parse(discoveryCallIdParamsSchema, req.params);
    const { status } = parse(updateDiscoveryCallSchema, req.body);
    res.json(answer(discoveryCallAnswer, await updateCallStatus(db, id, status)));
  });

  return router;
}
