import { Router } from "express";
import { auditLogQuerySchema } from "@shared/contracts/audit";
import { requireAdmin } from "../auth/guards";
import type { AppDeps } from "../deps";
import { parse } from "../lib/validate";
import { listAuditActors, listAuditEntries } from "./audit.service";

export function auditRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get("/admin/audit-log", requireAdmin, async (req, res) => {
    const query = parse(auditLogQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(await listAuditEntries(db, query));
  });

  router.get("/admin/audit-log/actors", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listAuditActors(db));
  });

  return router;
}
