import { Router } from "express";
import { creditNoteAnswer, invoiceAnswer, invoiceFiguresAnswer, issueCorrectionSchema, invoiceFiguresQuerySchema, invoiceListQuerySchema, invoiceParamsSchema, invoiceRunAnswer, invoiceSummaryAnswer, runInvoicesSchema } from "@shared/contracts/invoices";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { getInvoice, invoiceFigures, invoicePdf, issueMonth, listInvoices, logInvoiceFailure, refreshDrafts } from "./invoices.service";
import { monthOf } from "@shared/calendar";
import { creditNotePdf, getCreditNote, issueCorrection } from "./credit-notes.service";

/**
 * Invoices: a client reads their own issued invoices and credit notes, as JSON and as a PDF; admins
 * read every invoice, issue a month's, preview the current month as drafts and
 * correct an issued invoice with a credit note (marking one paid by hand is a payment: server/payments).
 * Anyone else's invoice (and a draft, to its client) is 404.
 */
export function invoicesRoutes({ db, logger }: AppDeps) {
  const router = Router();

  router.get("/invoices", requireRole("client"), async (req, res) => {
    const query = parse(invoiceListQuerySchema, req.query);
    const { items, total } = await listInvoices(db, currentUser(req), query);
    res.set("X-Total-Count", String(total)).json(answerList(invoiceSummaryAnswer, items));
  });

  router.post("/invoices/run", requireAdmin, async (req, res) => {
    const { month } = parse(runInvoicesSchema, req.body);
    res.json(answer(invoiceRunAnswer, await issueMonth(db, month, new Date(), logInvoiceFailure(logger, month))));
  });

  router.post("/invoices/drafts", requireAdmin, async (_req, res) => {
    const now = new Date();
    res.json(answer(invoiceRunAnswer, await refreshDrafts(db, now, logInvoiceFailure(logger, monthOf(now)))));
  });

  // Before "/invoices/:id", which would otherwise take "12.pdf" as an id.
  router.get("/invoices/:id.pdf", requireUser, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    const { filename, pdf } = await invoicePdf(db, currentUser(req), id);
    res
      .set({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" })
      .send(pdf);
  });

  router.get("/invoices/:id", requireUser, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    res.json(answer(invoiceAnswer, await getInvoice(db, currentUser(req), id)));
  });

  router.post("/admin/invoices/:id/credit-notes", requireAdmin, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    const input = parse(issueCorrectionSchema, req.body);
    res.status(201).json(answer(creditNoteAnswer, await issueCorrection(db, currentUser(req), id, input)));
  });

  // Before "/credit-notes/:id", as for invoices.
  router.get("/credit-notes/:id.pdf", requireUser, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    const { filename, pdf } = await creditNotePdf(db, currentUser(req), id);
    res
      .set({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "private, no-store" })
      .send(pdf);
  });

  router.get("/credit-notes/:id", requireUser, async (req, res) => {
    const { id } = parse(invoiceParamsSchema, req.params);
    res.json(answer(creditNoteAnswer, await getCreditNote(db, currentUser(req), id)));
  });

  router.get("/admin/invoices/figures", requireAdmin, async (req, res) => {
    const { months } = parse(invoiceFiguresQuerySchema, req.query);
    res.json(answer(invoiceFiguresAnswer, await invoiceFigures(db, months)));
  });

  return router;
}
