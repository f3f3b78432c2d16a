import { Router } from "express";
import { auditActorAnswer, auditLogPageAnswer, auditLogQuerySchema } from "@shared/contracts/audit";
import { requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { listAuditActors, listAuditEntries } from "./audit.service";

export function auditRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  router.get("/admin/audit-log", requireAdmin, async (req, res) => {
    const query = parse(auditLogQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(answer(auditLogPageAnswer, await listAuditEntries(db, query)));
  });

  router.get("/admin/audit-log/actors", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(answerList(auditActorAnswer, await listAuditActors(db)));
  });

  return router;
}
