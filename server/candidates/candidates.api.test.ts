import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CV_MAX_BYTES } from "@shared/constants";
import { activatedExpertAnswer, adminCandidateAnswer, candidateProfileAnswer, candidateProfileSavedAnswer, cvUploadAnswer } from "@shared/contracts/candidates";
import { candidateProfiles, cvFiles, experts, users } from "@shared/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo/demo-accounts";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm, minimalPdf } from "../test/pdf";
import { CV_FILES_KEPT, safeDisplayName } from "./candidates.service";
import { passVetting } from "../test/vetting";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const upload = (api: ApiClient, form: FormData) => api.request("POST", "/api/upload/cv", undefined, { raw: form });
const fields = (res: { body: { error: { details?: { path: string }[] } } }) => (res.body.error.details ?? []).map((d) => d.path).sort();

const fullProfile = {
  name: "Zanele Dube",
  role: "Data Engineer",
  yearsExperience: 8,
  linkedinProfileUrl: "https://www.linkedin.com/in/zanele-example",
  skills: [" Python ", "SQL", "python", "", "dbt"],
  phone: "+27 82 000 1234",
  location: "Cape Town",
  availability: "Available",
  expectedSalary: 90000,
  portfolioUrl: "https://zanele.example",
  preferredProjectType: "Contract",
};

describe("candidate accounts", () => {
  it("registers a candidate who can then sign in", async () => {
    const res = await t.anon().post("/api/auth/register/candidate", {
      username: "new-cand",
      email: "  New.Cand@Example.com ",
      password: "secret-pass-12",
      firstName: "Neo",
      lastName: "Cand",
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ userType: "candidate", email: "new.cand@example.com", username: "new-cand" });
    expect(res.body.user.passwordHash).toBeUndefined();
    const api = await t.login("new-cand", "secret-pass-12");
    expect((await api.get("/api/auth/me")).body.user.userType).toBe("candidate");
  });

  it("refuses a second account with the same e-mail in another case, and a taken username", async () => {
    const base = { password: "secret-pass-12", firstName: "A", lastName: "B" };
    const email = await t.anon().post("/api/auth/register/candidate", { ...base, username: "someone-else", email: DEMO_ACCOUNTS.candidate.email.toUpperCase() });
    expect(email.status).toBe(409);
    expect(email.body.error.message).toMatch(/email already exists/);
    const name = await t.anon().post("/api/auth/register/candidate", { ...base, username: "SIPHO", email: "fresh@example.com" });
    expect(name.status).toBe(409);
    expect(name.body.error.message).toMatch(/username already exists/);
  });

  it("names every missing or wrong field", async () => {
    const res = await t.anon().post("/api/auth/register/candidate", { username: "x", email: "nope", password: "123" });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(["email", "firstName", "lastName", "password", "username"]);
  });
});

describe("CV upload", () => {
  it("stores a real PDF under a random key and serves it back to its owner only", async () => {
    const owner = await t.createUser("candidate");
    const pdf = minimalPdf({ text: "Owner CV" });
    const res = await upload(owner.api, fileForm("cv", pdf, "My CV.pdf"));
    expect(res.status).toBe(201);
    expectAnswer(cvUploadAnswer, res.body);
    expect(res.body.success).toBe(true);
    expect(res.body.filePath).toMatch(/^\/api\/candidate\/cv\/[0-9a-f-]{36}$/);
    expect(res.body.fileName).toBe("My CV.pdf");

    const download = await owner.api.get(res.body.filePath);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="My CV\.pdf"/);
    expect(Buffer.from(download.text, "latin1").subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(download.text.length).toBe(pdf.length);

    const other = await t.createUser("candidate");
    const client = await t.loginAs("client");
    expect((await other.api.get(res.body.filePath)).status).toBe(404);
    expect((await client.get(res.body.filePath)).status).toBe(404);
    expect((await t.anon().get(res.body.filePath)).status).toBe(401);
    const admin = await t.loginAs("admin");
    expect((await admin.get(res.body.filePath)).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed file id", async () => {
    const owner = await t.createUser("candidate");
    expect((await owner.api.get("/api/candidate/cv/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await owner.api.get("/api/candidate/cv/not-a-uuid")).status).toBe(404);
    expect((await owner.api.get("/api/candidate/cv/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("refuses a text file named .pdf, whatever type it claims", async () => {
    const owner = await t.createUser("candidate");
    const res = await upload(owner.api, fileForm("cv", "Just some text, not a PDF at all.", "cv.pdf", "application/pdf"));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Please upload a PDF file for your CV.");
    const rows = await t.deps.db.select().from(cvFiles).where(eq(cvFiles.userId, owner.id));
    expect(rows).toHaveLength(0);
  });

  it("accepts exactly 5 MB and refuses 5 MB plus one byte with 413", async () => {
    const owner = await t.createUser("candidate");
    const atLimit = await upload(owner.api, fileForm("cv", minimalPdf({ padTo: CV_MAX_BYTES }), "big.pdf"));
    expect(atLimit.status).toBe(201);
    const over = await upload(owner.api, fileForm("cv", minimalPdf({ padTo: CV_MAX_BYTES + 1 }), "bigger.pdf"));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toMatch(/5 MB/);
  });

  it("keeps only the last part of a file name with ../ in it, for display only", async () => {
    const owner = await t.createUser("candidate");
    const res = await upload(owner.api, fileForm("cv", minimalPdf(), "../../etc/passwd.pdf"));
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe("passwd.pdf");
    expect(res.body.filePath).not.toContain("passwd");
    const download = await owner.api.get(res.body.filePath);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="?passwd\.pdf"?$/);
  });

  it("cleans file names to something safe to show", () => {
    expect(safeDisplayName("..\\..\\windows\\cv.pdf")).toBe("cv.pdf");
    expect(safeDisplayName("../")).toBe("cv.pdf");
    expect(safeDisplayName("..")).toBe("cv.pdf");
    expect(safeDisplayName('evil"\r\nX-Header: 1.pdf')).toBe("evilX-Header 1.pdf");
    expect(safeDisplayName("resume")).toBe("resume.pdf");
    expect(safeDisplayName(undefined)).toBe("cv.pdf");
  });

  it("refuses a missing file, a different field name, clients and visitors", async () => {
    const owner = await t.createUser("candidate");
    const none = await owner.api.request("POST", "/api/upload/cv", undefined, { raw: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("Please choose a PDF file to upload.");
    expect((await upload(owner.api, fileForm("file", minimalPdf(), "cv.pdf"))).status).toBe(400);
    const client = await t.loginAs("client");
    expect((await upload(client, fileForm("cv", minimalPdf(), "cv.pdf"))).status).toBe(403);
    expect((await upload(t.anon(), fileForm("cv", minimalPdf(), "cv.pdf"))).status).toBe(401);
  });

  it("does not let repeated uploads pile up", async () => {
    const owner = await t.createUser("candidate");
    for (let i = 0; i < CV_FILES_KEPT + 3; i++) expect((await upload(owner.api, fileForm("cv", minimalPdf(), `cv${i}.pdf`))).status).toBe(201);
    const rows = await t.deps.db.select({ id: cvFiles.id }).from(cvFiles).where(eq(cvFiles.userId, owner.id));
    expect(rows).toHaveLength(CV_FILES_KEPT);
  });
});

describe("candidate profile", () => {
  it("saves every field, trims and de-duplicates skills, and links the caller's own CV", async () => {
    const owner = await t.createUser("candidate");
    const up = await upload(owner.api, fileForm("cv", minimalPdf(), "zanele.pdf"));
    const res = await owner.api.post("/api/candidate/profile", { ...fullProfile, cvFilePath: up.body.filePath });
    expect(res.status).toBe(200);
    expectAnswer(candidateProfileSavedAnswer, res.body);
    expect(res.body.success).toBe(true);
    expect(res.body.profile).toMatchObject({
      ...fullProfile,
      skills: ["Python", "SQL", "dbt"],
      cvFilePath: up.body.filePath,
      cvFileName: "zanele.pdf",
      profileViews: 0,
      cvDeletedAt: null,
      availableDates: [],
    });
    const mine = await owner.api.get("/api/candidate/profile");
    expect(mine.status).toBe(200);
    expectAnswer(candidateProfileAnswer, mine.body);
    expect(mine.body.name).toBe("Zanele Dube");
    expect(mine.body.cvFilePath).toBe(up.body.filePath);
  });

  it("accepts a profile without a CV, and numbers typed as text", async () => {
    const owner = await t.createUser("candidate");
    const res = await owner.api.post("/api/candidate/profile", { name: "Ann", role: "Tech Lead", yearsExperience: "0", expectedSalary: "0", cvFilePath: "" });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ yearsExperience: 0, expectedSalary: 0, cvFilePath: null, skills: [] });
  });

  it("requires name and role", async () => {
    const owner = await t.createUser("candidate");
    const res = await owner.api.post("/api/candidate/profile", { name: "  ", yearsExperience: 3 });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(["name", "role"]);
    expect(res.body.error.details.find((d: { path: string }) => d.path === "name").message).toBe("Name is required");
  });

  it("refuses years outside 0-50, a negative salary, bad URLs and unknown options", async () => {
    const owner = await t.createUser("candidate");
    const res = await owner.api.post("/api/candidate/profile", {
      name: "A",
      role: "Astronaut",
      yearsExperience: 51,
      expectedSalary: -1000,
      linkedinProfileUrl: "javascript:alert(1)",
      portfolioUrl: "not a url",
      availability: "Sometimes",
      preferredProjectType: "Gig",
      skills: "Python",
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(["availability", "expectedSalary", "linkedinProfileUrl", "portfolioUrl", "preferredProjectType", "role", "skills", "yearsExperience"]);
    const negative = await owner.api.post("/api/candidate/profile", { name: "A", role: "Tech Lead", yearsExperience: -1 });
    expect(negative.status).toBe(400);
    const fraction = await owner.api.post("/api/candidate/profile", { name: "A", role: "Tech Lead", yearsExperience: 2.5 });
    expect(fraction.status).toBe(400);
  });

  it("refuses a CV path that is not the caller's own upload", async () => {
    const owner = await t.createUser("candidate");
    const other = await t.createUser("candidate");
    const theirs = await upload(other.api, fileForm("cv", minimalPdf(), "theirs.pdf"));
    for (const cvFilePath of [theirs.body.filePath, "/api/candidate/cv/00000000-0000-4000-8000-000000000000", "../../etc/passwd", "https://evil.example/cv.pdf"]) {
      const res = await owner.api.post("/api/candidate/profile", { name: "A", role: "Tech Lead", cvFilePath });
      expect(res.status, cvFilePath).toBe(400);
      expect(res.body.error.details[0]).toEqual({ path: "cvFilePath", message: "CV must be a file you uploaded" });
    }
  });

  it("is refused to clients (403) and visitors (401), and read by experts too", async () => {
    const client = await t.loginAs("client");
    expect((await client.post("/api/candidate/profile", fullProfile)).status).toBe(403);
    expect((await client.get("/api/candidate/profile")).status).toBe(403);
    expect((await client.put("/api/candidate/profile", { bio: "x" })).status).toBe(403);
    expect((await t.anon().post("/api/candidate/profile", fullProfile)).status).toBe(401);
    expect((await t.anon().get("/api/candidate/profile")).status).toBe(401);

    const expert = await t.createUser("expert");
    expect((await expert.api.get("/api/candidate/profile")).status).toBe(404);
    expect((await expert.api.post("/api/candidate/profile", fullProfile)).status).toBe(200);
    expect((await expert.api.get("/api/candidate/profile")).body.role).toBe("Data Engineer");
  });

  it("answers 404 to a talent account without a profile, for reads and updates", async () => {
    const owner = await t.createUser("candidate");
    const res = await owner.api.get("/api/candidate/profile");
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Profile not found");
    expect((await owner.api.put("/api/candidate/profile", { bio: "x" })).status).toBe(404);
  });

  it("updates only the fields sent: bio, comma skills, project type and the calendar", async () => {
    const owner = await t.createUser("candidate");
    await owner.api.post("/api/candidate/profile", fullProfile);
    const res = await owner.api.put("/api/candidate/profile", {
      bio: "Pipelines that do not wake anyone at night.",
      skills: ["Spark", " Kafka ", "spark"],
      preferredProjectType: "Remote",
      availableDates: ["2026-12-03", "2026-12-01", "2026-12-03T00:00:00.000Z"],
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      name: fullProfile.name,
      location: "Cape Town",
      bio: "Pipelines that do not wake anyone at night.",
      skills: ["Spark", "Kafka"],
      preferredProjectType: "Remote",
      availableDates: ["2026-12-01", "2026-12-03"],
    });
    const cleared = await owner.api.put("/api/candidate/profile", { availableDates: [], location: "" });
    expect(cleared.body.profile).toMatchObject({ availableDates: [], location: null, bio: "Pipelines that do not wake anyone at night." });
  });

  it("refuses bad updates: blank name, impossible dates, years over 50", async () => {
    const owner = await t.createUser("candidate");
    await owner.api.post("/api/candidate/profile", fullProfile);
    const res = await owner.api.put("/api/candidate/profile", { name: "", availableDates: ["2026-02-30", "soon"], yearsExperience: 60 });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(["availableDates.0", "availableDates.1", "name", "yearsExperience"]);
  });

  it("keeps the CV when the upload form is saved again without a new file, and switches to a new one", async () => {
    const owner = await t.createUser("candidate");
    const first = await upload(owner.api, fileForm("cv", minimalPdf(), "one.pdf"));
    await owner.api.post("/api/candidate/profile", { ...fullProfile, cvFilePath: first.body.filePath });
    const again = await owner.api.post("/api/candidate/profile", { ...fullProfile, location: "Durban" });
    expect(again.body.profile).toMatchObject({ cvFilePath: first.body.filePath, location: "Durban" });
    const second = await upload(owner.api, fileForm("cv", minimalPdf(), "two.pdf"));
    const put = await owner.api.put("/api/candidate/profile", { cvFilePath: second.body.filePath });
    expect(put.body.profile).toMatchObject({ cvFilePath: second.body.filePath, cvFileName: "two.pdf" });
  });
});

describe("admin candidate views", () => {
  it("are refused to visitors and to every non-admin role", async () => {
    const [row] = await t.deps.db.select({ id: candidateProfiles.id }).from(candidateProfiles).limit(1);
    for (const api of [t.anon(), await t.loginAs("client"), await t.loginAs("expert"), await t.loginAs("candidate")]) {
      const expected = api.token ? 403 : 401;
      expect((await api.get("/api/admin/candidates")).status).toBe(expected);
      expect((await api.get(`/api/admin/candidates/${row.id}`)).status).toBe(expected);
      expect((await api.post(`/api/admin/candidates/${row.id}/activate-expert`)).status).toBe(expected);
    }
  });

  it("lists profiles a page at a time with the total in X-Total-Count", async () => {
    const admin = await t.loginAs("admin");
    const all = await admin.get("/api/admin/candidates?limit=100");
    expect(all.status).toBe(200);
    expectListAnswer(adminCandidateAnswer, all.body);
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(1);
    expect(all.body).toHaveLength(total);
    expect(all.body.find((c: { account: { username: string } }) => c.account.username === "sipho")).toMatchObject({ name: "Sipho Mthembu", role: "Data Engineer" });
    const page = await admin.get("/api/admin/candidates?limit=1&offset=0");
    expect(page.body).toHaveLength(1);
    expect(page.headers.get("x-total-count")).toBe(String(total));
    expect((await admin.get("/api/admin/candidates?limit=0")).status).toBe(400);
    expect((await admin.get("/api/admin/candidates/abc")).status).toBe(400);
    expect((await admin.get("/api/admin/candidates/999999")).status).toBe(404);
  });

  it("counts a view when an admin opens a profile, once a day, not when the owner does", async () => {
    const owner = await t.createUser("candidate");
    const saved = await owner.api.post("/api/candidate/profile", fullProfile);
    const id = saved.body.profile.id;
    await owner.api.get("/api/candidate/profile");
    expect((await owner.api.get("/api/candidate/profile")).body.profileViews).toBe(0);
    const admin = await t.loginAs("admin");
    expect(expectAnswer(adminCandidateAnswer, (await admin.get(`/api/admin/candidates/${id}`)).body).profileViews).toBe(1);
    expect((await admin.get(`/api/admin/candidates/${id}`)).body.profileViews).toBe(1);
    expect((await owner.api.get("/api/candidate/profile")).body.profileViews).toBe(1);
  });

  it("turns a candidate into an active expert built from the profile", async () => {
    const owner = await t.createUser("candidate");
    const saved = await owner.api.post("/api/candidate/profile", { ...fullProfile, bio: "Hello" });
    await passVetting(t.deps.db, owner.id);
    const admin = await t.loginAs("admin");
    const res = await admin.post(`/api/admin/candidates/${saved.body.profile.id}/activate-expert`);
    expect(res.status).toBe(200);
    expectAnswer(activatedExpertAnswer, res.body);
    expect(res.body.expert).toEqual({ userId: owner.id, name: "Zanele Dube", role: "Data Engineer", skills: ["Python", "SQL", "dbt"], yearsExperience: 8, isActive: true });
    const [user] = await t.deps.db.select({ userType: users.userType }).from(users).where(eq(users.id, owner.id));
    expect(user.userType).toBe("expert");
    const [expert] = await t.deps.db.select().from(experts).where(eq(experts.userId, owner.id));
    expect(expert).toMatchObject({ isActive: true, bio: "Hello", searchText: expect.stringContaining("zanele dube") });
    // The profile stays with the account, now an expert's.
    expect((await owner.api.get("/api/candidate/profile")).body.name).toBe("Zanele Dube");
  });

  it("re-activates an inactive expert's row rather than adding a second one", async () => {
    const expert = await t.createUser("expert", { activeExpert: false });
    const saved = await expert.api.post("/api/candidate/profile", { ...fullProfile, name: "Renamed Expert", role: "ML Engineer" });
    await passVetting(t.deps.db, expert.id);
    const admin = await t.loginAs("admin");
    expect((await admin.post(`/api/admin/candidates/${saved.body.profile.id}/activate-expert`)).status).toBe(200);
    const rows = await t.deps.db.select().from(experts).where(eq(experts.userId, expert.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: true, name: "Renamed Expert", role: "ML Engineer" });
  });
});

describe("demo candidate", () => {
  it("signs in and sees the seeded profile", async () => {
    const api = await t.login(DEMO_ACCOUNTS.candidate.login, DEMO_PASSWORD);
    const res = await api.get("/api/candidate/profile");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Sipho Mthembu", cvFilePath: null });
  });
});
