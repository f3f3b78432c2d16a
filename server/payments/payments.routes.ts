import { rm } from "node:fs/promises";
import os from "node:os";
import { Router } from "express";
import multer from "multer";
import { allocateSchema, bankEntriesQuerySchema, bankEntryAnswer, PAYMENT_MESSAGES, STATEMENT_MAX_BYTES, statementUploadAnswer } from "@shared/contracts/payments";
import { idParamsSchema } from "@shared/contracts/common";
import { invoiceAnswer, invoiceParamsSchema } from "@shared/contracts/invoices";
import { currentUser, requireAdmin } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { HttpError } from "../lib/http-error";
import { privateFolder, readUpload, uploadSlots } from "../lib/upload";
import { parse } from "../lib/validate";
import { invoiceForAdmin } from "../invoices/invoices.service";
import { allocateEntry, importStatement, listBankEntries, markPaidByHand } from "./payments.service";

/**
 * The statement is written to a file of its own as it arrives (at most 5 MB, one file, field
 * `file`; past the limit it is 413, read no further and the file removed), so it is never held in
 * memory whole; the file is removed once the upload is answered.
 */
const statementStorage = multer.diskStorage({
  destination: (req, _file, done) => {
    try {
      // One folder in the system's temporary folder for the server's user, shared by its processes (each file has a random name).
      done(null, privateFolder(os.tmpdir(), `protea-statements-${os.userInfo().uid}`));
    } catch (err) {
      // The server's fault, not the sender's: logged, and answered 500 (an error other than an HttpError would read as a broken upload, 400).
      req.log?.error({ err }, "no folder to receive a statement in");
      done(new HttpError(500, "not_stored", PAYMENT_MESSAGES.notStored), "");
    }
  },
});
const statementUpload = readUpload(multer({ storage: statementStorage, limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single("file"), {
  tooLargeMessage: PAYMENT_MESSAGES.tooLarge,
});

/** Payments in, for admins: the bank's statements, the entries left waiting, their allocation by hand, and an invoice marked paid by hand. */
export function paymentsRoutes({ db, config }: AppDeps) {
  const router = Router();

  router.post("/admin/bank-statements", requireAdmin, uploadSlots(config.uploadsAtOnce), statementUpload, async (req, res) => {
    try {
      res.status(201).json(answer(statementUploadAnswer, await importStatement(db, currentUser(req), req.file)));
    } finally {
      if (req.file) await rm(req.file.path, { force: true });
    }
  });

  router.get("/admin/bank-entries", requireAdmin, async (req, res) => {
    const query = parse(bankEntriesQuerySchema, req.query);
    const { items, total } = await listBankEntries(db, query);
    res.set({ "X-Total-Count": String(total), "Cache-Control": "private, no-store" }).json(answerList(bankEntryAnswer, items));
  });

  // An invoice paid another way than by the statement: a payment of what it still owes, without a bank entry.
  router.post("/invoices/:id/paid", requireAdmin, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    await markPaidByHand(db, currentUser(req), id);
    res.json(answer(invoiceAnswer, await invoiceForAdmin(db, id)));
  });

  router.post("/admin/bank-entries/:id/allocate", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { invoiceId } = parse(allocateSchema, req.body);
    res.json(answer(bankEntryAnswer, await allocateEntry(db, currentUser(req), id, invoiceId)));
  });

  return router;
}
