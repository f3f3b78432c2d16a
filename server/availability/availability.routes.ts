import { Router } from "express";
import { availabilityParamsSchema, availabilitySchema, type AvailabilityValues } from "@shared/contracts/availability";
import { currentUser, requireUser } from "../auth/guards";
import type { AppDeps } from "../deps";
import { parse } from "../lib/validate";
import * as service from "./availability.service";

export function availabilityRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/availability/:expertId", async (req, res) => {
    const { expertId } = parse(availabilityParamsSchema, req.params);
    res.json(await service.getAvailability(db, req.user, expertId));
  });

  router.post("/availability", requireUser, async (req, res) => {
    const values = parse(availabilitySchema, req.body) as AvailabilityValues;
    res.status(201).json(await service.createAvailability(db, currentUser(req), values));
  });

  router.put("/availability/:expertId", requireUser, async (req, res) => {
    const { expertId } = parse(availabilityParamsSchema, req.params);
    const values = parse(availabilitySchema, req.body) as AvailabilityValues;
    res.json(await service.updateAvailability(db, currentUser(req), expertId, values));
  });

  return router;
}
