import { Router } from "express";
import { availabilityAnswer, availabilityParamsSchema, availabilitySchema, type AvailabilityValues } from "@shared/contracts/availability";
import { currentUser, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { parse } from "../lib/validate";
import * as service from "./availability.service";

export function availabilityRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/availability/:expertId", async (req, res) => {
    const { expertId } = parse(availabilityParamsSchema, req.params);
    res.json(answer(availabilityAnswer, await service.getAvailability(db, req.user, expertId)));
  });

  router.post("/availability", requireUser, async (req, res) => {
    const values = parse(availabilitySchema, req.body) as AvailabilityValues;
    res.status(201).json(answer(availabilityAnswer, await service.createAvailability(db, currentUser(req), values)));
  });

  router.put("/availability/:expertId", requireUser, async (req, res) => {
    const { expertId } = parse(availabilityParamsSchema, req.params);
    const values = parse(availabilitySchema, req.body) as AvailabilityValues;
    res.json(answer(availabilityAnswer, await service.updateAvailability(db, currentUser(req), expertId, values)));
  });

  return router;
}
