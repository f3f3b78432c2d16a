import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import type { AppDeps } from "../deps";
import { getOverview } from "./admin.service";

export function adminRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/admin/overview", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(await getOverview(db));
  });

  return router;
}
