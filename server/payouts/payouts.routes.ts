import { Router } from "express";
import { idParamsSchema } from "@shared/contracts/common";
import {
  adminPayoutAnswer,
  bankAccountAnswer,
  bankAccountSchema,
  payoutAnswer,
  payoutFailedSchema,
  payoutOutlookAnswer,
  payoutRunAnswer,
  payoutRunDetailAnswer,
  payoutRunSchema,
  payoutRunsQuerySchema,
  payoutsQuerySchema,
} from "@shared/contracts/payouts";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import {
  getBankAccount,
  getPayout,
  getRun,
  listOwnPayouts,
  listRuns,
  markFailed,
  markPaid,
  markRunSent,
  payoutOutlook,
  payoutPdf,
  runBatchFile,
  runMonth,
  saveBankAccount,
} from "./payouts.service";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** Payouts: the expert's bank account, payouts and outlook; the admins' runs, batches and moves. */
export function payoutsRoutes({ db, config }: AppDeps) {
  const router = Router();

  // --- the expert's -------------------------------------------------------------------------------
  router.get("/payouts/bank-account", requireRole("expert"), async (req, res) => {
    const account = await getBankAccount(db, config, currentUser(req));
    res.set(PRIVATE).json(account === null ? null : answer(bankAccountAnswer, account));
  });

  router.put("/payouts/bank-account", requireRole("expert"), async (req, res) => {
    const input = parse(bankAccountSchema, req.body);
    res.set(PRIVATE).json(answer(bankAccountAnswer, await saveBankAccount(db, config, currentUser(req), input, req.ip ?? "unknown")));
  });

  router.get("/payouts/outlook", requireRole("expert"), async (req, res) => {
    res.set(PRIVATE).json(answer(payoutOutlookAnswer, await payoutOutlook(db, currentUser(req))));
  });

  router.get("/payouts", requireRole("expert"), async (req, res) => {
    const query = parse(payoutsQuerySchema, req.query);
    const { items, total } = await listOwnPayouts(db, currentUser(req), query);
    res.set({ ...PRIVATE, "X-Total-Count": String(total) }).json(answerList(payoutAnswer, items));
  });

  // Before "/payouts/:id", which would otherwise take "12.pdf" as an id.
  router.get("/payouts/:id.pdf", requireUser, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { filename, pdf } = await payoutPdf(db, currentUser(req), id);
    res.set({ ...PRIVATE, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"` }).send(pdf);
  });

  router.get("/payouts/:id", requireUser, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.set(PRIVATE).json(answer(payoutAnswer, await getPayout(db, currentUser(req), id)));
  });

  // --- the admins' --------------------------------------------------------------------------------
  router.post("/admin/payout-runs", requireAdmin, async (req, res) => {
    const { month, usdZarRate } = parse(payoutRunSchema, req.body);
    res.status(201).json(answer(payoutRunDetailAnswer, await runMonth(db, currentUser(req), month, usdZarRate)));
  });

  router.get("/admin/payout-runs", requireAdmin, async (req, res) => {
    const query = parse(payoutRunsQuerySchema, req.query);
    const { items, total } = await listRuns(db, query);
    res.set({ ...PRIVATE, "X-Total-Count": String(total) }).json(answerList(payoutRunAnswer, items));
  });

  for (const format of ["csv", "xml"] as const) {
    router.get(`/admin/payout-runs/:id/batch.${format}`, requireAdmin, async (req, res) => {
      const { id } = parse(idParamsSchema, req.params);
      const file = await runBatchFile(db, config, id, format);
      res.set({ ...PRIVATE, "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.filename}"` }).send(file.body);
    });
  }

  router.get("/admin/payout-runs/:id", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.set(PRIVATE).json(answer(payoutRunDetailAnswer, await getRun(db, id)));
  });

  router.post("/admin/payout-runs/:id/sent", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(answer(payoutRunDetailAnswer, await markRunSent(db, currentUser(req), id)));
  });

  router.post("/admin/payouts/:id/paid", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(answer(adminPayoutAnswer, await markPaid(db, currentUser(req), id)));
  });

  router.post("/admin/payouts/:id/failed", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { reason } = parse(payoutFailedSchema, req.body ?? {});
    res.json(answer(adminPayoutAnswer, await markFailed(db, currentUser(req), id, reason ?? null)));
  });

  return router;
}
