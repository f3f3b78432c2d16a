// Vetting on PostgreSQL over HTTP (PRODUCT.md "Vetting a client can see"): six stages recorded by an
// admin with their figures; activation gated on all six (409 naming what is missing); English passed
// only at C1 or above; the CV stage only with a CV on file; the report on a profile, a match result
// and a shortlist card without the assessor's notes; a failed stage hides nobody already active.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayUtc } from "@shared/calendar";
import { talentReviewAnswer } from "@shared/contracts/experts";
import { matchAnswer } from "@shared/contracts/match";
import { requisitionAnswer } from "@shared/contracts/requisitions";
import { adminVettingAnswer, VETTING_MESSAGES, vettingReportAnswer } from "@shared/contracts/vetting";
import { availability, experts, vettingStages } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm, minimalPdf } from "../test/pdf";

let t: TestServer;
let admin: ApiClient;
let client: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs("admin");
  client = await t.loginAs("client");
});
afterAll(async () => {
  await t?.close();
});

const record = (userId: number, stage: string, body: Record<string, unknown>, api: ApiClient = admin) => api.put(`/api/admin/experts/${userId}/vetting/${stage}`, body);
const uploadCv = (api: ApiClient) => api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", minimalPdf(), "cv.pdf") });

/** A new expert under review, with a CV on file unless asked otherwise. */
async function applicant({ cv = true } = {}) {
  const user = await t.createUser("expert", { activeExpert: false });
  if (cv) expect((await uploadCv(user.api)).status).toBe(201);
  return user;
}

const PASSING: Record<string, Record<string, unknown>> = {
  cv: { outcome: "passed" },
  technical: { outcome: "passed", score: 84, notes: "Fast and careful." },
  interview: { outcome: "passed", scorecard: { problemSolving: 4, systemDesign: 3, communication: 5 } },
  english: { outcome: "passed", level: "C1" },
  references: { outcome: "passed", checked: 2 },
  background: { outcome: "passed", clear: true },
};

async function passAll(userId: number, except: string[] = []) {
  for (const [stage, body] of Object.entries(PASSING)) {
    if (except.includes(stage)) continue;
    const res = await record(userId, stage, body);
    expect(res.status, `${stage}: ${res.text}`).toBe(200);
  }
}

describe("recording a stage", () => {
  it("keeps each stage's outcome, figure, date, assessor and notes for admins, and says what is missing", async () => {
    const a = await applicant();
    const res = await record(a.id, "interview", { outcome: "passed", scorecard: { problemSolving: 4, systemDesign: 3, communication: 5 }, notes: "  Good questions.  " });
    expect(res.status, res.text).toBe(200);
    const body = expectAnswer(adminVettingAnswer, res.body);
    expect(body.stages).toEqual([
      {
        stage: "interview",
        outcome: "passed",
        assessedAt: expect.any(String),
        assessedBy: "Site Admin",
        score: null,
        scorecard: { problemSolving: 4, systemDesign: 3, communication: 5 },
        level: null,
        checked: null,
        clear: null,
        notes: "Good questions.",
      },
    ]);
    expect(Date.now() - Date.parse(body.stages[0].assessedAt)).toBeLessThan(60_000);
    expect(body).toMatchObject({ userId: a.id, missing: ["cv", "technical", "english", "references", "background"], complete: false, cvOnFile: true });
    expect((await admin.get(`/api/admin/experts/${a.id}/vetting`)).body).toEqual(body);

    // Recorded again, the stage is replaced: one record per stage, the last one.
    await record(a.id, "interview", { outcome: "failed", scorecard: { problemSolving: 2, systemDesign: 2, communication: 3 } });
    const again = expectAnswer(adminVettingAnswer, (await admin.get(`/api/admin/experts/${a.id}/vetting`)).body);
    expect(again.stages).toHaveLength(1);
    expect(again.stages[0]).toMatchObject({ outcome: "failed", notes: null, scorecard: { problemSolving: 2, systemDesign: 2, communication: 3 } });
    expect(again.missing).toContain("interview");
  });

  it("refuses a figure out of range or missing with 400 naming the field, and an unknown stage or talent", async () => {
    const a = await applicant();
    const cases: [string, Record<string, unknown>, string][] = [
      ["technical", { outcome: "passed" }, "score"],
      ["technical", { outcome: "passed", score: 101 }, "score"],
      ["technical", { outcome: "passed", score: 69 }, "score"],
      ["interview", { outcome: "passed", scorecard: { problemSolving: 6, systemDesign: 3, communication: 3 } }, "scorecard.problemSolving"],
      ["interview", { outcome: "passed" }, "scorecard"],
      ["references", { outcome: "passed", checked: 1 }, "checked"],
      ["background", { outcome: "passed", clear: false }, "clear"],
      ["background", { outcome: "maybe", clear: true }, "outcome"],
    ];
    for (const [stage, body, path] of cases) {
      const res = await record(a.id, stage, body);
      expect(res.status, `${stage} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([path]);
    }
    expect((await record(a.id, "technical", { outcome: "passed", score: 69 })).body.error.message).toContain(VETTING_MESSAGES.technicalBelowPass);
    // A score under the pass mark is recorded as failed.
    expect((await record(a.id, "technical", { outcome: "failed", score: 69 })).status).toBe(200);
    expect((await record(a.id, "typing", { outcome: "passed" })).status).toBe(400);
    expect((await record(999_999, "technical", { outcome: "passed", score: 80 })).status).toBe(404);
    const someoneElse = await t.createUser("client");
    expect((await record(someoneElse.id, "technical", { outcome: "passed", score: 80 })).status).toBe(404);
  });

  it("passes English only at C1 or above: a lower level cannot be recorded as passed", async () => {
    const a = await applicant();
    for (const level of ["A1", "A2", "B1", "B2"]) {
      const res = await record(a.id, "english", { outcome: "passed", level });
      expect(res.status, level).toBe(400);
      expect(res.body.error.details).toEqual([{ path: "level", message: VETTING_MESSAGES.englishBelowPass }]);
    }
    expect((await record(a.id, "english", { outcome: "passed", level: "C0" })).status).toBe(400);
    expect((await admin.get(`/api/admin/experts/${a.id}/vetting`)).body.stages).toEqual([]);
    const failed = await record(a.id, "english", { outcome: "failed", level: "B2", notes: "Retake in three months." });
    expect(failed.status).toBe(200);
    expect(failed.body.stages[0]).toMatchObject({ stage: "english", outcome: "failed", level: "B2" });
    for (const level of ["C1", "C2"]) {
      const res = await record(a.id, "english", { outcome: "passed", level });
      expect(res.status, level).toBe(200);
      expect(res.body.stages[0]).toMatchObject({ outcome: "passed", level });
    }
    // The table holds the rule too, whatever the code above it does.
    await expect(t.deps.db.update(vettingStages).set({ level: "B2" }).where(and(eq(vettingStages.userId, a.id), eq(vettingStages.stage, "english")))).rejects.toThrow();
  });

  it("refuses the CV stage while no CV is on file, and takes it once one is", async () => {
    const a = await applicant({ cv: false });
    for (const outcome of ["passed", "failed"]) {
      const res = await record(a.id, "cv", { outcome });
      expect(res.status, res.text).toBe(409);
      expect(res.body.error).toMatchObject({ code: "no_cv_on_file", message: VETTING_MESSAGES.noCvOnFile });
    }
    const before = expectAnswer(adminVettingAnswer, (await admin.get(`/api/admin/experts/${a.id}/vetting`)).body);
    expect(before).toMatchObject({ cvOnFile: false, stages: [], missing: expect.arrayContaining(["cv"]) });
    expect((await uploadCv(a.api)).status).toBe(201);
    const res = await record(a.id, "cv", { outcome: "passed" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ cvOnFile: true, stages: [{ stage: "cv", outcome: "passed" }] });
  });

  it("is for admins only", async () => {
    const a = await applicant();
    for (const [api, status] of [
      [t.anon(), 401],
      [client, 403],
      [a.api, 403],
    ] as const) {
      expect((await record(a.id, "technical", { outcome: "passed", score: 90 }, api)).status).toBe(status);
      expect((await api.get(`/api/admin/experts/${a.id}/vetting`)).status).toBe(status);
    }
    expect(await t.deps.db.select().from(vettingStages).where(eq(vettingStages.userId, a.id))).toEqual([]);
  });

  it("keeps one record per stage when an admin's requests race", async () => {
    const a = await applicant();
    const scores = [71, 75, 80, 85, 90, 95];
    const results = await Promise.all(scores.map((score) => record(a.id, "technical", { outcome: "passed", score })));
    expect(results.map((r) => r.status)).toEqual(scores.map(() => 200));
    const rows = await t.deps.db.select().from(vettingStages).where(eq(vettingStages.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(scores).toContain(rows[0].score);
  });
});

describe("activation is gated on all six stages", () => {
  it("answers 409 naming what is missing to approving, the toggle and making a candidate an expert", async () => {
    const a = await applicant();
    const refused = await admin.post(`/api/admin/experts/${a.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("vetting_incomplete");
    expect(refused.body.error.message).toBe("Vetting is not complete. Still to pass: CV, Technical assessment, Interview, English, References, Background check.");
    expect(refused.body.error.details.map((d: { path: string }) => d.path)).toEqual(["cv", "technical", "interview", "english", "references", "background"]);

    await passAll(a.id, ["background"]);
    await record(a.id, "english", { outcome: "failed", level: "B1" });
    const toggle = await admin.patch(`/api/experts/${a.id}`, { isActive: true });
    expect(toggle.status).toBe(409);
    expect(toggle.body.error.message).toBe("Vetting is not complete. Still to pass: English, Background check.");
    expect((await t.anon().get(`/api/experts/profile/${a.id}`)).status).toBe(404);
    const [row] = await t.deps.db.select({ isActive: experts.isActive }).from(experts).where(eq(experts.userId, a.id));
    expect(row.isActive).toBe(false);

    const cand = await t.createUser("candidate");
    const profile = await cand.api.post("/api/candidate/profile", { name: "Lwazi Ndlovu", role: "Data Engineer" });
    expect(profile.status).toBe(200);
    const made = await admin.post(`/api/admin/candidates/${profile.body.profile.id}/activate-expert`);
    expect(made.status).toBe(409);
    expect(made.body.error.code).toBe("vetting_incomplete");
    expect((await admin.post(`/api/admin/experts/${cand.id}/approve`)).status).toBe(409);

    await record(a.id, "english", { outcome: "passed", level: "C2" });
    await record(a.id, "background", { outcome: "passed", clear: true });
    const approved = await admin.post(`/api/admin/experts/${a.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(expectAnswer(talentReviewAnswer, approved.body)).toMatchObject({ isActive: true, reviewStatus: "approved", vetting: { complete: true, missing: [] } });
  });

  it("a failed stage hides nobody already active, and the queue shows it to admins", async () => {
    const a = await applicant();
    await passAll(a.id);
    expect((await admin.post(`/api/admin/experts/${a.id}/approve`)).status).toBe(200);
    expect((await record(a.id, "background", { outcome: "failed", clear: false, notes: "A record turned up." })).status).toBe(200);
    const profile = await client.get(`/api/experts/profile/${a.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.isActive).toBe(true);
    expect(profile.body.vetting).toMatchObject({ complete: false, missing: ["background"] });
    const queue = await admin.get("/api/admin/experts/reviews?status=approved&limit=100");
    const mine = expectListAnswer(talentReviewAnswer, queue.body).find((p) => p.userId === a.id)!;
    expect(mine.vetting).toMatchObject({ complete: false, missing: ["background"] });
    expect(mine.vetting.stages.find((s) => s.stage === "background")).toMatchObject({ outcome: "failed", clear: false, notes: "A record turned up." });
  });
});

describe("the report", () => {
  it("is on the profile, match results and shortlist cards, with dates and figures and never the assessor's notes", async () => {
    const secret = "Assessor only: hesitated on the design question";
    const e = await t.createUser("expert", { activeExpert: false });
    expect((await uploadCv(e.api)).status).toBe(201);
    for (const [stage, body] of Object.entries(PASSING)) expect((await record(e.id, stage, { ...body, notes: `${secret} (${stage})` })).status).toBe(200);
    expect((await admin.post(`/api/admin/experts/${e.id}/approve`)).status).toBe(200);
    await t.deps.db.update(experts).set({ skills: ["Vetted Flink"], hourlyRateCents: 6000, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" }).where(eq(experts.userId, e.id));
    await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: todayUtc(), availableTo: null });

    const profile = await client.get(`/api/experts/profile/${e.id}`);
    expect(profile.status).toBe(200);
    const report = expectAnswer(vettingReportAnswer, profile.body.vetting);
    expect(report.complete).toBe(true);
    expect(report.stages.map((s) => s.stage)).toEqual(["cv", "technical", "interview", "english", "references", "background"]);
    expect(report.stages[1]).toEqual({ stage: "technical", outcome: "passed", assessedAt: expect.any(String), score: 84, scorecard: null, level: null, checked: null, clear: null });
    expect(report.stages[2].scorecard).toEqual({ problemSolving: 4, systemDesign: 3, communication: 5 });
    expect(report.stages[3].level).toBe("C1");

    const need = { mustHave: ["Vetted Flink"], startDate: addDays(todayUtc(), 14), weeks: 4, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", minOverlapHours: 0 };
    const match = await client.post("/api/match", need);
    expect(match.status, match.text).toBe(200);
    const result = expectAnswer(matchAnswer, match.body).results.find((r) => r.userId === e.id)!;
    expect(result.vetting).toEqual(report);

    const requisition = await client.post("/api/requisitions", { title: "Streaming engineer", headcount: 1, notes: null, ...need });
    expect(requisition.status, requisition.text).toBe(201);
    expect((await admin.post(`/api/requisitions/${requisition.body.id}/candidates`, { expertId: e.id, note: "Fits" })).status).toBe(201);
    const shortlist = await client.get(`/api/requisitions/${requisition.body.id}`);
    expect(shortlist.status).toBe(200);
    const card = expectAnswer(requisitionAnswer, shortlist.body).candidates.find((c) => c.expertId === e.id)!;
    expect(card.expert.vetting).toEqual(report);

    // What a client reads carries neither the notes nor who assessed.
    for (const res of [profile, match, shortlist]) {
      expect(res.text).not.toContain("Assessor only");
      expect(res.text).not.toContain('"notes":"Assessor');
      expect(res.text).not.toContain("assessedBy");
    }
    // A visitor's profile neither.
    expect((await t.anon().get(`/api/experts/profile/${e.id}`)).text).not.toContain("Assessor only");
    // Admins read them.
    const full = expectAnswer(adminVettingAnswer, (await admin.get(`/api/admin/experts/${e.id}/vetting`)).body);
    expect(full.stages.every((s) => s.notes?.startsWith(secret))).toBe(true);
  });

  it("the talent sees their own stages and what is still to come, without notes", async () => {
    const a = await applicant();
    await record(a.id, "technical", { outcome: "passed", score: 77, notes: "Internal remark" });
    await record(a.id, "english", { outcome: "failed", level: "B2", notes: "Internal remark" });
    const res = await a.api.get("/api/experts/me/vetting");
    expect(res.status).toBe(200);
    const own = expectAnswer(vettingReportAnswer, res.body);
    expect(own.stages.map((s) => [s.stage, s.outcome])).toEqual([
      ["technical", "passed"],
      ["english", "failed"],
    ]);
    expect(own.missing).toEqual(["cv", "interview", "english", "references", "background"]);
    expect(res.text).not.toContain("Internal remark");
    expect((await client.get("/api/experts/me/vetting")).status).toBe(403);
    expect((await t.anon().get("/api/experts/me/vetting")).status).toBe(401);
  });

  it("the demo pool's active experts are vetted with believable figures", async () => {
    const [thandi] = await t.deps.db.select({ id: experts.userId }).from(experts).where(eq(experts.name, "Thandi Nkosi"));
    const report = expectAnswer(vettingReportAnswer, (await client.get(`/api/experts/profile/${thandi.id}`)).body.vetting);
    expect(report.complete).toBe(true);
    const technical = report.stages.find((s) => s.stage === "technical")!;
    expect(technical.score).toBeGreaterThanOrEqual(70);
    expect(["C1", "C2"]).toContain(report.stages.find((s) => s.stage === "english")!.level);
    expect(report.stages.every((s) => Date.parse(s.assessedAt) < Date.now())).toBe(true);
  });
});
