import { Router, type Response } from "express";
import {
  accountErasedAnswer,
  accountExportAnswer,
  accountUserParamsSchema,
  adminUserSearchSchema,
  adminUserSummaryAnswer,
  deleteAccountSchema,
  exportFileName,
  type AccountExport,
} from "@shared/contracts/account";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { eraseAccountForAdmin, eraseOwnAccount, exportAccountForAdmin, exportOwnAccount, searchAccounts } from "./account.service";

/** The export as a file to save, never cached on the way. */
function sendExport(res: Response, built: AccountExport) {
  const data = answer(accountExportAnswer, built);
  res.attachment(exportFileName(data.account.id, new Date(data.exportedAt)));
  res.set({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  res.type("application/json").send(JSON.stringify(data, null, 2));
}

export function accountRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/account/export", requireUser, async (req, res) => {
    sendExport(res, await exportOwnAccount(db, currentUser(req)));
  });

  router.delete("/account", requireUser, async (req, res) => {
    const { password } = parse(deleteAccountSchema, req.body ?? {});
    const result = await eraseOwnAccount(db, currentUser(req), password, req.ip ?? "unknown");
    // The erasure deleted every session and token of the account; this request's own goes too.
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie("sid", { path: "/" });
    res.json(answer(accountErasedAnswer, result));
  });

  router.get("/admin/users", requireAdmin, async (req, res) => {
    const { q } = parse(adminUserSearchSchema, req.query);
    res.json(answerList(adminUserSummaryAnswer, await searchAccounts(db, q)));
  });

  router.get("/admin/users/:userId/export", requireAdmin, async (req, res) => {
    const { userId } = parse(accountUserParamsSchema, req.params);
    sendExport(res, await exportAccountForAdmin(db, userId));
  });

  router.delete("/admin/users/:userId", requireAdmin, async (req, res) => {
    const { userId } = parse(accountUserParamsSchema, req.params);
    res.json(answer(accountErasedAnswer, await eraseAccountForAdmin(db, currentUser(req), userId)));
  });

  return router;
}
