import type { Pagination } from "@shared/contracts/common";
import type { AdminDreamTeam, CreateDreamTeamValues, DreamTeam, DreamTeamMember } from "@shared/contracts/dream-teams";
import type { DreamTeamRow, UserRow } from "@shared/schema";
import { assertOwnerOrAdmin } from "../lib/guards";
import { companyOfMember } from "@shared/schema";
import type { Db } from "../db/client";
import { assertCallerMay, assertMemberMay, companyIdOf, readsRowOf } from "../companies/company-rows.service";
import { badRequest, forbidden, notFound } from "../lib/http-error";
import { rateInDollars } from "@shared/money";
import * as repo from "./dream-teams.repo";
import { act } from "../flows/act";

function toMember(row: repo.MemberRow): DreamTeamMember {
  return {
    expertId: row.expertId,
    name: row.name,
    role: row.role,
    profileImage: row.profileImage,
    skills: row.skills,
    yearsExperience: row.yearsExperience,
    hourlyRate: rateInDollars(row.hourlyRateCents),
    isActive: row.isActive,
    addedAt: row.addedAt.toISOString(),
  };
}

function toTeam(row: DreamTeamRow, members: DreamTeamMember[]): DreamTeam {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    memberCount: members.length,
    members,
  };
}

/** Clients see only active experts (inactive ones are hidden from clients); admins see everyone. */
async function withMembers(db: Db, viewer: UserRow, teams: DreamTeamRow[]) {
  const members = await repo.membersOfTeams(
    db,
    teams.map((t) => t.id),
    { activeOnly: !viewer.isAdmin },
  );
  return teams.map((team) =>
    toTeam(
      team,
      members.filter((m) => m.teamId === team.id).map(toMember),
    ),
  );
}

/** The team, when the viewer reads it: a member of its company, or an admin; 404 for anyone else. */
export async function visibleTeam(db: Db, user: UserRow, teamId: number) {
  const team = await repo.findTeam(db, teamId);
  if (!team || !(await readsRowOf(db, user, team.companyId))) throw notFound("Dream team not found");
  return team;
}

/** The team, when the viewer changes it: a member of its company whose role may change teams, or an admin (403 naming the roles that may for the others of its company). */
async function changeableTeam(db: Db, user: UserRow, teamId: number) {
  const team = await visibleTeam(db, user, teamId);
  if (!user.isAdmin) await assertMemberMay(db, user.id, team.companyId, "teams.change");
  return team;
}

export async function createDreamTeam(db: Db, user: UserRow, input: CreateDreamTeamValues) {
  if (input.clientId !== undefined && input.clientId !== user.id) {
    if (!user.isAdmin) throw forbidden("You can only create dream teams for yourself.");
    if ((await repo.findUserType(db, input.clientId)) !== "client") throw badRequest("clientId: No such client", [{ path: "clientId", message: "No such client" }]);
  }
  await assertCallerMay(db, user, "teams.change");
  const clientId = input.clientId ?? user.id;
  const row = await db.transaction(async (tx) => {
    const made = await repo.insertTeam(tx, { clientId, companyId: companyOfMember(clientId), name: input.name, description: input.description });
    // Only what an admin does to a client's teams is an admin write worth auditing.
    if (clientId !== user.id) await act(tx, "dream-team.created", { target: { type: "dream-team", id: made.id }, changes: { clientId } });
    return made;
  });
  return toTeam(row, []);
}

/**
 * The teams of the company that `clientId` is a member of, whichever member made them: for any
 * member of the caller's own company (403 for anyone else's), or any client for an admin.
 */
export async function listTeamsOfClient(db: Db, user: UserRow, clientId: number, page: Pagination) {
  const companyId = await companyIdOf(db, clientId);
  if (!user.isAdmin && (companyId === null || companyId !== (await companyIdOf(db, user.id)))) assertOwnerOrAdmin(user, clientId);
  const { rows, total } = companyId === null ? await repo.listTeamsOfClient(db, clientId, page) : await repo.listTeamsOfCompany(db, companyId, page);
  return { items: await withMembers(db, user, rows), total };
}

export async function listAllTeams(db: Db, user: UserRow, page: Pagination) {
  const { rows, total } = await repo.listAllTeams(db, page);
  const teams = await withMembers(
    db,
    user,
    rows.map((r) => r.team),
  );
  const items: AdminDreamTeam[] = teams.map((team, i) => ({ ...team, clientName: rows[i].clientName, companyName: rows[i].companyName }));
  return { items, total };
}

export async function listMembers(db: Db, user: UserRow, teamId: number) {
  const team = await visibleTeam(db, user, teamId);
  const [withList] = await withMembers(db, user, [team]);
  return withList.members;
}

/** Adds an active expert; adding one already there changes nothing (`created` false). */
export async function addMember(db: Db, user: UserRow, teamId: number, expertId: number) {
  const team = await changeableTeam(db, user, teamId);
  const expert = await repo.findExpertState(db, expertId);
  // Inactive experts are hidden from clients, so they are "not found" rather than refused.
  if (!expert || !expert.isActive) throw notFound("Expert not found");
  const created = await db.transaction(async (tx) => {
    const added = await repo.insertMember(tx, team.id, expertId);
    if (added && user.isAdmin) await act(tx, "dream-team.member-added", { target: { type: "dream-team", id: team.id }, changes: { expertId } });
    return added;
  });
  const members = await repo.membersOfTeams(db, [team.id], { activeOnly: false });
  const member = members.find((m) => m.expertId === expertId);
  if (!member) throw notFound("Expert not found");
  return { created, member: toMember(member) };
}

export async function removeMember(db: Db, user: UserRow, teamId: number, expertId: number) {
  const team = await changeableTeam(db, user, teamId);
  await db.transaction(async (tx) => {
    await repo.deleteMember(tx, team.id, expertId);
    if (user.isAdmin) await act(tx, "dream-team.member-removed", { target: { type: "dream-team", id: team.id }, changes: { expertId } });
  });
}
