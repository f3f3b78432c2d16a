import { Router } from "express";
import {
  acceptInvitationSchema,
  adminCompanyAnswer,
  adminCompanyUpdateSchema,
  billingDetailsAnswer,
  changeRoleSchema,
  companyAnswer,
  companyMemberAnswer,
  companyUpdateSchema,
  invitationAcceptedAnswer,
  invitationAnswer,
  invitationPreviewAnswer,
  invitationSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
} from "@shared/contracts/companies";
import { idParamsSchema, paginationSchema } from "@shared/contracts/common";
import { currentUser, requireAdmin, requireRole } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import {
  acceptInvitation,
  changeRole,
  getBilling,
  getCompany,
  invite,
  listCompaniesForAdmin,
  listInvitations,
  listMembers,
  previewInvitation,
  removeMember,
  revokeInvitation,
  setPaymentTerms,
  updateCompany,
} from "./companies.service";

/**
 * The signed-in client's company (each call checks the caller's role against the table in
 * shared/company-roles.ts); the invitation link's two public calls; the console's list.
 */
export function companiesRoutes({ db, config }: AppDeps) {
  const router = Router();
  const client = requireRole("client");

  router.get("/company", client, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answer(companyAnswer, await getCompany(db, currentUser(req))));
  });

  router.put("/company", client, async (req, res) => {
    const input = parse(companyUpdateSchema, req.body);
    res.json(answer(companyAnswer, await updateCompany(db, currentUser(req), input)));
  });

  router.get("/company/billing", client, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answer(billingDetailsAnswer, await getBilling(db, currentUser(req))));
  });

  router.get("/company/members", client, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answerList(companyMemberAnswer, await listMembers(db, currentUser(req))));
  });

  router.patch("/company/members/:userId", client, async (req, res) => {
    const { userId } = parse(memberParamsSchema, req.params);
    const { role } = parse(changeRoleSchema, req.body);
    res.json(answer(companyMemberAnswer, await changeRole(db, currentUser(req), userId, role)));
  });

  router.delete("/company/members/:userId", client, async (req, res) => {
    const { userId } = parse(memberParamsSchema, req.params);
    await removeMember(db, currentUser(req), userId);
    res.status(204).end();
  });

  router.get("/company/invitations", client, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answerList(invitationAnswer, await listInvitations(db, currentUser(req))));
  });

  router.post("/company/invitations", client, async (req, res) => {
    const input = parse(invitationSchema, req.body);
    res.status(201).json(answer(invitationAnswer, await invite(db, currentUser(req), input)));
  });

  // An id is digits; anything else in this place is an invitation link's token.
  router.delete("/company/invitations/:id", client, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await revokeInvitation(db, currentUser(req), id);
    res.status(204).end();
  });

  // The link's token is the invitee's only credential: no sign-in.
  router.get("/company/invitations/:token", async (req, res) => {
    const { token } = parse(invitationTokenParamsSchema, req.params);
    res.set("Cache-Control", "no-store").json(answer(invitationPreviewAnswer, await previewInvitation(db, token)));
  });

  router.post("/company/invitations/:token/accept", async (req, res) => {
    const { token } = parse(invitationTokenParamsSchema, req.params);
    const input = parse(acceptInvitationSchema, req.body);
    res.status(201).json(answer(invitationAcceptedAnswer, await acceptInvitation(db, token, input, config.passwordCost)));
  });

  router.get("/admin/companies", requireAdmin, async (req, res) => {
    const page = parse(paginationSchema, req.query);
    const { items, total } = await listCompaniesForAdmin(db, page);
    res.set("X-Total-Count", String(total)).set("Cache-Control", "no-store").json(answerList(adminCompanyAnswer, items));
  });

  router.patch("/admin/companies/:id", requireAdmin, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { paymentTermsDays } = parse(adminCompanyUpdateSchema, req.body);
    res.json(answer(adminCompanyAnswer, await setPaymentTerms(db, currentUser(req), id, paymentTermsDays)));
  });

  return router;
}
