import { Router } from "express";
import { ledgerFiguresAnswer, trialBalanceAnswer } from "@shared/contracts/ledger";
import { requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { ledgerFigures, trialBalance } from "./ledger.service";

/** The books, for admins: the trial balance, and what companies owe and the months' cash and fees. */
export function ledgerRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/admin/ledger/trial-balance", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(answer(trialBalanceAnswer, await trialBalance(db)));
  });

  router.get("/admin/ledger/figures", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(answer(ledgerFiguresAnswer, await ledgerFigures(db)));
  });

  return router;
}
