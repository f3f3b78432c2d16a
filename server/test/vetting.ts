// Arranges a talent's vetting as passed (all six stages, believable figures), for tests whose
// subject is what comes after activation, not the vetting itself.
import { VETTING_STAGES } from "@shared/vetting";
import { vettingStages } from "@shared/schema";
import type { Db } from "../db/client";

const FIGURES = {
  cv: {},
  technical: { score: 82 },
  interview: { problemSolving: 4, systemDesign: 4, communication: 5 },
  english: { level: "C1" as const },
  references: { checked: 2 },
  background: { clear: true },
};

export async function passVetting(db: Db, userId: number) {
  await db
    .insert(vettingStages)
    .values(VETTING_STAGES.map((stage) => ({ userId, stage, outcome: "passed" as const, ...FIGURES[stage] })))
    .onConflictDoNothing();
}
