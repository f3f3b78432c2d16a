// Request and response shapes of the dream-team calls (SPEC.md section 7), shared with the browser.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import type { DreamTeamStatus } from "../constants";
import { dreamTeams } from "../schema/dream-teams";
import { idSchema, optionalText, paginationSchema } from "./common";
import { typed } from "./derive";

export const DREAM_TEAM_NAME_MAX = 120;
export const DREAM_TEAM_DESCRIPTION_MAX = 2000;

/** POST /api/dream-teams, derived from the dream_teams table. */
export const createDreamTeamSchema = createInsertSchema(dreamTeams, {
  name: (column) =>
    typed(column, "Please enter a name for your dream team.")
      .trim()
      .min(1, "Please enter a name for your dream team.")
      .max(DREAM_TEAM_NAME_MAX, `Must be at most ${DREAM_TEAM_NAME_MAX} characters`),
  description: (column) => optionalText(DREAM_TEAM_DESCRIPTION_MAX, column).default(null),
  /** Accepted for SPEC.md's payload; the team always belongs to the signed-in client. */
  clientId: () => idSchema.optional(),
}).pick({ name: true, description: true, clientId: true });
export type CreateDreamTeamInput = z.input<typeof createDreamTeamSchema>;
export type CreateDreamTeamValues = z.output<typeof createDreamTeamSchema>;

export const addDreamTeamMemberSchema = z.object({ expertId: idSchema });
export const teamParamsSchema = z.object({ teamId: idSchema });
export const teamMemberParamsSchema = z.object({ teamId: idSchema, expertId: idSchema });
export const clientParamsSchema = z.object({ clientId: idSchema });
export const dreamTeamListQuerySchema = paginationSchema;
/** A client's own teams: one page is normally all of them. */
export const clientDreamTeamsQuerySchema = paginationSchema.extend({ limit: z.coerce.number().int().min(1).max(100).default(100) });

/** An expert as a team member: the public profile fields only. */
export interface DreamTeamMember {
  expertId: number;
  name: string;
  role: string;
  profileImage: string | null;
  skills: string[];
  yearsExperience: number;
  hourlyRate: number | null;
  isActive: boolean;
  addedAt: string;
}

export interface DreamTeam {
  id: number;
  clientId: number;
  name: string;
  description: string | null;
  status: DreamTeamStatus;
  createdAt: string;
  memberCount: number;
  members: DreamTeamMember[];
}

/** The admin overview adds who owns the team. */
export interface AdminDreamTeam extends DreamTeam {
  clientName: string;
  companyName: string | null;
}
