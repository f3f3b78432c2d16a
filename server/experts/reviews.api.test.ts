import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles, cvFiles, experts, mailOutbox, notifications, talentReviews } from "@shared/schema";
import { ownReviewAnswer, talentReviewAnswer, type TalentReview } from "@shared/contracts/experts";
import { JOBS } from "../jobs";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm, minimalPdf } from "../test/pdf";
import { deleteExpiredRejectedCvs } from "./reviews.service";
import { passVetting } from "../test/vetting";

/**
 * The vetting queue of the admin console: who awaits review (oldest first), approval (activates) and
 * rejection with a reason, each told to the person; and the CV retention rule for rejections, with
 * time moved by setting reviewed_at.
 */

const DAY = 86_400_000;
let t: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

const upload = (api: ApiClient) => api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", minimalPdf(), "cv.pdf") });

/** A candidate with a profile and a CV, who joined `ageDays` ago. */
async function candidate(ageDays = 0) {
  const user = await t.createUser("candidate");
  const up = await upload(user.api);
  expect(up.status, up.text).toBe(201);
  const saved = await user.api.post("/api/candidate/profile", { name: "Naledi Mokoena", role: "Data Engineer", skills: ["Spark", "SQL"], availability: "Available", cvFilePath: up.body.filePath });
  expect(saved.status, saved.text).toBe(200);
  await t.deps.db.update(candidateProfiles).set({ createdAt: new Date(Date.now() - ageDays * DAY) }).where(eq(candidateProfiles.userId, user.id));
  return user;
}

/** A new, inactive expert who joined `ageDays` ago. */
async function newExpert(ageDays = 0) {
  const user = await t.createUser("expert", { activeExpert: false });
  await t.deps.db.update(experts).set({ createdAt: new Date(Date.now() - ageDays * DAY) }).where(eq(experts.userId, user.id));
  return user;
}

async function queue(query = "") {
  const res = await admin.get(`/api/admin/experts/reviews?limit=100${query}`);
  expect(res.status, res.text).toBe(200);
  return { items: expectListAnswer(talentReviewAnswer, res.body), total: Number(res.headers.get("x-total-count")) };
}

const noticesOf = (userId: number, kind: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe("the vetting queue", () => {
  it("lists those awaiting review first, longest waiting first, with skills, e-mail, CV, availability and waiting time", async () => {
    const oldest = await newExpert(30);
    const middle = await candidate(20);
    const newest = await newExpert(1);
    const reviewed = await newExpert(40);
    await passVetting(t.deps.db, reviewed.id);
    expect((await admin.post(`/api/admin/experts/${reviewed.id}/approve`)).status).toBe(200);

    const { items } = await queue();
    const ids = items.map((i) => i.userId);
    const mine = [oldest.id, middle.id, newest.id].map((id) => ids.indexOf(id));
    expect(mine.every((i) => i >= 0)).toBe(true);
    expect(mine).toEqual([...mine].sort((a, b) => a - b));
    const firstDone = items.findIndex((i) => i.reviewStatus !== "pending");
    expect(items.slice(0, firstDone).every((i) => i.reviewStatus === "pending")).toBe(true);
    expect(items.slice(firstDone).every((i) => i.reviewStatus !== "pending")).toBe(true);
    expect(ids.indexOf(reviewed.id)).toBeGreaterThanOrEqual(firstDone);

    const cand = items.find((i) => i.userId === middle.id)!;
    expect(cand).toMatchObject({ email: `${middle.login}@example.test`, userType: "candidate", skills: ["Spark", "SQL"], candidateAvailability: "Available", reviewStatus: "pending", isActive: null });
    expect(cand.cvFilePath).toMatch(/^\/api\/candidate\/cv\//);
    expect((await admin.get(cand.cvFilePath!)).status).toBe(200);
    expect(Date.now() - Date.parse(cand.waitingSince)).toBeGreaterThan(19 * DAY);
  });

  it("filters to those awaiting review, and pages in the database with the total", async () => {
    await newExpert(3);
    await newExpert(2);
    const pending = await queue("&status=pending");
    expect(pending.items.length).toBeGreaterThanOrEqual(2);
    expect(pending.items.every((i) => i.reviewStatus === "pending")).toBe(true);
    expect(pending.total).toBe(pending.items.length);
    const everyone = await queue();
    expect(everyone.total).toBeGreaterThan(0);
    expect(everyone.total).toBe(everyone.items.length);

    const first = await admin.get("/api/admin/experts/reviews?status=pending&limit=1&offset=0");
    const second = await admin.get("/api/admin/experts/reviews?status=pending&limit=1&offset=1");
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(first.headers.get("x-total-count")).toBe(String(pending.total));
    expect(second.headers.get("x-total-count")).toBe(String(pending.total));
    expect(first.body[0].userId).toBe(pending.items[0].userId);
    expect(second.body[0].userId).toBe(pending.items[1].userId);

    const bad = await admin.get("/api/admin/experts/reviews?status=maybe");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("status");
  });

  it("approving activates the expert, records the review and tells them (live notification and mail outbox)", async () => {
    const expert = await newExpert(5);
    await passVetting(t.deps.db, expert.id);
    const res = await admin.post(`/api/admin/experts/${expert.id}/approve`);
    expect(res.status, res.text).toBe(200);
    expectAnswer(talentReviewAnswer, res.body);
    expect(res.body).toMatchObject({ userId: expert.id, reviewStatus: "approved", isActive: true, rejectionReason: null });
    expect(res.body.reviewedAt).not.toBeNull();
    expect((await t.anon().get(`/api/experts/profile/${expert.id}`)).status).toBe(200);
    const [notice] = await noticesOf(expert.id, "review.approved");
    expect(notice.body).toMatch(/visible to clients/);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.notificationId, notice.id))).toHaveLength(1);
    // Approving again changes nothing and tells nobody twice.
    expect((await admin.post(`/api/admin/experts/${expert.id}/approve`)).status).toBe(200);
    expect(await noticesOf(expert.id, "review.approved")).toHaveLength(1);
    expect((await queue("&status=approved")).items.map((i) => i.userId)).toContain(expert.id);
  });

  it("approving a candidate makes them an active expert built from the profile", async () => {
    const cand = await candidate(2);
    await passVetting(t.deps.db, cand.id);
    const res = await admin.post(`/api/admin/experts/${cand.id}/approve`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ userType: "expert", isActive: true, reviewStatus: "approved", role: "Data Engineer" });
    expect((await t.anon().get(`/api/experts/profile/${cand.id}`)).body).toMatchObject({ name: "Naledi Mokoena", skills: ["Spark", "SQL"] });
    expect(await noticesOf(cand.id, "review.approved")).toHaveLength(1);
  });

  it("rejecting needs a reason, hides the expert and tells them why and when the CV goes", async () => {
    const expert = await newExpert(4);
    await passVetting(t.deps.db, expert.id);
    expect((await admin.post(`/api/admin/experts/${expert.id}/approve`)).status).toBe(200);
    for (const body of [{}, { reason: "   " }]) {
      const res = await admin.post(`/api/admin/experts/${expert.id}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(["reason"]);
    }
    const res = await admin.post(`/api/admin/experts/${expert.id}/reject`, { reason: "We need two more years of Spark in production." });
    expect(res.status, res.text).toBe(200);
    expectAnswer(talentReviewAnswer, res.body);
    expect(res.body).toMatchObject({ reviewStatus: "rejected", isActive: false, rejectionReason: "We need two more years of Spark in production." });
    expect((await t.anon().get(`/api/experts/profile/${expert.id}`)).status).toBe(404);
    const [notice] = await noticesOf(expert.id, "review.rejected");
    expect(notice.body).toContain("We need two more years of Spark in production.");
    expect(notice.body).toContain(`deleted after ${t.config.cvRetentionDays} days`);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.notificationId, notice.id))).toHaveLength(1);
  });

  it("the person sees where their own application stands, and why when it was not approved", async () => {
    const expert = await newExpert(2);
    const person = await candidate(1);
    for (const user of [expert, person]) {
      const res = await user.api.get("/api/experts/me/review");
      expect(res.status, res.text).toBe(200);
      expect(expectAnswer(ownReviewAnswer, res.body)).toEqual({ reviewStatus: "pending", reviewedAt: null, rejectionReason: null });
    }
    expect((await admin.post(`/api/admin/experts/${expert.id}/reject`, { reason: "Please add a production Spark project." })).status).toBe(200);
    const rejected = await expert.api.get("/api/experts/me/review");
    expectAnswer(ownReviewAnswer, rejected.body);
    expect(rejected.body).toMatchObject({ reviewStatus: "rejected", rejectionReason: "Please add a production Spark project." });
    expect(Date.parse(rejected.body.reviewedAt)).not.toBeNaN();
    // Approved later: the old reason is no longer shown.
    await passVetting(t.deps.db, expert.id);
    expect((await admin.post(`/api/admin/experts/${expert.id}/approve`)).status).toBe(200);
    expect((await expert.api.get("/api/experts/me/review")).body).toMatchObject({ reviewStatus: "approved", rejectionReason: null });
    // Someone else's review is never shown: there is no id to ask with, and others are refused.
    expect((await person.api.get("/api/experts/me/review")).body.reviewStatus).toBe("pending");
    const client = await t.createUser("client");
    expect((await client.api.get("/api/experts/me/review")).status).toBe(403);
    expect((await t.anon().get("/api/experts/me/review")).status).toBe(401);
  });

  it("keeps the activation toggle and the review in step", async () => {
    const expert = await newExpert(6);
    await passVetting(t.deps.db, expert.id);
    expect((await admin.patch(`/api/experts/${expert.id}`, { isActive: true })).status).toBe(200);
    const [review] = await t.deps.db.select().from(talentReviews).where(eq(talentReviews.userId, expert.id));
    expect(review.reviewStatus).toBe("approved");
    expect(await noticesOf(expert.id, "review.approved")).toHaveLength(1);
    // Deactivating hides the profile but leaves the review as it was.
    expect((await admin.patch(`/api/experts/${expert.id}`, { isActive: false })).body.isActive).toBe(false);
    const [after] = await t.deps.db.select().from(talentReviews).where(eq(talentReviews.userId, expert.id));
    expect(after.reviewStatus).toBe("approved");
  });

  it("answers 404 for someone who is not talent, and refuses everyone but admins", async () => {
    const client = await t.createUser("client");
    expect((await admin.post(`/api/admin/experts/${client.id}/approve`)).status).toBe(404);
    expect((await admin.post("/api/admin/experts/999999/reject", { reason: "x" })).status).toBe(404);
    const expert = await newExpert();
    for (const [api, status] of [
      [t.anon(), 401],
      [client.api, 403],
      [expert.api, 403],
    ] as const) {
      expect((await api.get("/api/admin/experts/reviews")).status).toBe(status);
      expect((await api.post(`/api/admin/experts/${expert.id}/approve`)).status).toBe(status);
      expect((await api.post(`/api/admin/experts/${expert.id}/reject`, { reason: "no" })).status).toBe(status);
    }
    expect((await admin.get("/api/admin/experts/reviews?status=pending&limit=100")).body.map((i: TalentReview) => i.userId)).toContain(expert.id);
  });
});

describe("CV retention after a rejection", () => {
  it("deletes the CV of someone rejected more than CV_RETENTION_DAYS ago, once, and their profile says so", async () => {
    const days = t.config.cvRetentionDays;
    const old = await candidate(200);
    const recent = await candidate(10);
    for (const c of [old, recent]) expect((await admin.post(`/api/admin/experts/${c.id}/reject`, { reason: "Not enough experience yet." })).status).toBe(200);
    await t.deps.db
      .update(talentReviews)
      .set({ reviewedAt: new Date(Date.now() - (days + 1) * DAY) })
      .where(eq(talentReviews.userId, old.id));
    await t.deps.db
      .update(talentReviews)
      .set({ reviewedAt: new Date(Date.now() - (days - 1) * DAY) })
      .where(eq(talentReviews.userId, recent.id));

    const [a, b] = await Promise.all([deleteExpiredRejectedCvs(t.deps), deleteExpiredRejectedCvs(t.deps)]);
    expect(a + b).toBe(1);
    const files = await t.deps.db.select({ userId: cvFiles.userId }).from(cvFiles).where(inArray(cvFiles.userId, [old.id, recent.id]));
    expect(files.map((f) => f.userId)).toEqual([recent.id]);

    const gone = await old.api.get("/api/candidate/profile");
    expect(gone.body.cvFilePath).toBeNull();
    expect(gone.body.cvDeletedAt).not.toBeNull();
    expect((await recent.api.get("/api/candidate/profile")).body).toMatchObject({ cvDeletedAt: null, cvFilePath: expect.stringMatching(/^\/api\/candidate\/cv\//) });
    const row = (await queue("&status=rejected")).items.find((i) => i.userId === old.id)!;
    expect(row).toMatchObject({ cvFilePath: null });
    expect(row.cvDeletedAt).not.toBeNull();
    expect(await deleteExpiredRejectedCvs(t.deps)).toBe(0);
  });

  it("runs as one of the periodic jobs", () => {
    expect(JOBS.map((j) => j.name)).toContain("delete-rejected-cvs");
  });
});
