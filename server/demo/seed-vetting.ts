// The demo pool's vetting (docs/demo-data.md): every active expert has the six stages passed with
// believable figures, dated in the days after they joined and assessed by the demo admin; the
// experts under review have the first stages done, one of them failed, so the review queue shows
// what is still missing.
import { daysAfter } from "@shared/calendar";
import { experts, vettingStages, type VettingStage } from "@shared/schema";
import type { Db } from "../db/client";
import { createRng } from "./seed-pool";

const NOTES = [
  "Clear reasoning about trade-offs; asked good questions before coding.",
  "Solid fundamentals; tests written first without being asked.",
  "Explained a past incident and its fix in plain terms.",
  null,
  null,
];

type Row = typeof vettingStages.$inferInsert;

/** Six stages passed, figures drawn from `rng`, dated from `joined` a day or two apart and never after `now`. */
function passedStages(rng: ReturnType<typeof createRng>, userId: number, joined: Date, now: Date, assessorId: number | null): Row[] {
  const dayOf = (i: number) => new Date(Math.min(daysAfter(joined, (i + 1) * 2).getTime(), daysAfter(now, i - 6).getTime()));
  const figures: Record<VettingStage, Partial<Row>> = {
    cv: {},
    technical: { score: rng.int(74, 96) },
    interview: { problemSolving: rng.int(4, 5), systemDesign: rng.int(3, 5), communication: rng.int(4, 5) },
    english: { level: rng.int(0, 2) === 0 ? "C1" : "C2" },
    references: { checked: rng.int(2, 4) },
    background: { clear: true },
  };
  return (Object.keys(figures) as VettingStage[]).map((stage, i) => ({
    userId,
    stage,
    outcome: "passed" as const,
    assessedAt: dayOf(i),
    assessorId,
    ...figures[stage],
    notes: stage === "interview" || stage === "technical" ? NOTES[rng.int(0, NOTES.length - 1)] : null,
  }));
}

/** The first stages of an expert under review: the technical test, and for some the interview or English. */
function firstStages(rng: ReturnType<typeof createRng>, userId: number, index: number, now: Date, assessorId: number | null): Row[] {
  const at = (daysAgo: number) => daysAfter(now, -daysAgo);
  const rows: Row[] = [{ userId, stage: "technical", outcome: "passed", assessedAt: at(2), assessorId, score: rng.int(71, 88), notes: null }];
  if (index % 2 === 0) {
    rows.push({ userId, stage: "interview", outcome: "passed", assessedAt: at(1), assessorId, problemSolving: 4, systemDesign: rng.int(3, 4), communication: 4, notes: null });
  }
  if (index === 1) {
    rows.push({ userId, stage: "english", outcome: "failed", assessedAt: at(1), assessorId, level: "B2", notes: "Understood everything; answers were short and hesitant. Retake in three months." });
  }
  return rows;
}

export async function insertDemoVetting(tx: Db, { now, adminId }: { now: Date; adminId: number | null }) {
  const rng = createRng(0x7e77_1e);
  const all = await tx.select({ userId: experts.userId, isActive: experts.isActive, createdAt: experts.createdAt }).from(experts).orderBy(experts.userId);
  const underReview = all.filter((e) => !e.isActive);
  const rows = [
    ...all.filter((e) => e.isActive).flatMap((e) => passedStages(rng, e.userId, e.createdAt, now, adminId)),
    ...underReview.flatMap((e, i) => firstStages(rng, e.userId, i, now, adminId)),
  ];
  if (rows.length) await tx.insert(vettingStages).values(rows);
}
