import { Router } from "express";
import { adminOverviewAnswer } from "@shared/contracts/admin";
import { requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { getOverview } from "./admin.service";

export function adminRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/admin/overview", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(answer(adminOverviewAnswer, await getOverview(db)));
  });

  return router;
}
