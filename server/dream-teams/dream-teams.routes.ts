import { Router } from "express";
import {
  addDreamTeamMemberSchema,
  adminDreamTeamAnswer,
  clientDreamTeamsQuerySchema,
  clientParamsSchema,
  createDreamTeamSchema,
  dreamTeamAnswer,
  dreamTeamListQuerySchema,
  dreamTeamMemberAnswer,
  teamMemberParamsSchema,
  teamParamsSchema,
} from "@shared/contracts/dream-teams";
import { currentUser, requireAdmin, requireRole, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer, answerList } from "../lib/answer";
import { parse } from "../lib/validate";
import { addMember, createDreamTeam, listAllTeams, listMembers, listTeamsOfClient, removeMember } from "./dream-teams.service";

export function dreamTeamsRoutes({ db }: AppDeps) {
  const router = Router();

  router.get("/dream-teams", requireAdmin, async (req, res) => {
    const page = parse(dreamTeamListQuerySchema, req.query);
    const { items, total } = await listAllTeams(db, currentUser(req), page);
    res.set("X-Total-Count", String(total)).json(answerList(adminDreamTeamAnswer, items));
  });

  router.get("/dream-teams/client/:clientId", requireUser, async (req, res) => {
    const { clientId } = parse(clientParamsSchema, req.params);
    const page = parse(clientDreamTeamsQuerySchema, req.query);
    const { items, total } = await listTeamsOfClient(db, currentUser(req), clientId, page);
    res.set("X-Total-Count", String(total)).json(answerList(dreamTeamAnswer, items));
  });

  router.post("/dream-teams", requireRole("client"), async (req, res) => {
    const input = parse(createDreamTeamSchema, req.body);
    res.status(201).json(answer(dreamTeamAnswer, await createDreamTeam(db, currentUser(req), input)));
  });

  router.get("/dream-teams/:teamId/members", requireUser, async (req, res) => {
    const { teamId } = parse(teamParamsSchema, req.params);
    res.json(answerList(dreamTeamMemberAnswer, await listMembers(db, currentUser(req), teamId)));
  });

  router.post("/dream-teams/:teamId/members", requireRole("client"), async (req, res) => {
    const { teamId } = parse(teamParamsSchema, req.params);
    const { expertId } = parse(addDreamTeamMemberSchema, req.body);
    const { created, member } = await addMember(db, currentUser(req), teamId, expertId);
    res.status(created ? 201 : 200).json(answer(dreamTeamMemberAnswer, member));
  });

  router.delete("/dream-teams/:teamId/members/:expertId", requireRole("client"), async (req, res) => {
    const { teamId, expertId } = parse(teamMemberParamsSchema, req.params);
    await removeMember(db, currentUser(req), teamId, expertId);
    res.status(204).end();
  });

  return router;
}
