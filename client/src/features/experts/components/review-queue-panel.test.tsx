// The vetting queue on the admin console's Experts tab: awaiting review by default, each person with
// skills, e-mail, CV, availability and waiting time; approve; reject only with a reason; the total.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { TalentReview } from "@shared/contracts/experts";
import { json, sentTo, stubFetch, validationError, type Routes } from "@/test/fetch";
import { fieldError, findToast, renderWithApp } from "@/test/render";
import { ReviewQueuePanel } from "./review-queue-panel";

const DAY = 86_400_000;
/** The dialog's code loads on the first click; on a busy machine that import can take a while. */
const LAZY_LOAD_WAIT_MS = 10_000;

function person(overrides: Partial<TalentReview> = {}): TalentReview {
  return {
    userId: 51,
    name: "Naledi Mokoena",
    email: "naledi@example.test",
    userType: "candidate",
    role: "Data Engineer",
    skills: ["Spark", "SQL"],
    cvFilePath: "/api/candidate/cv/6f1c2b7e-4a3d-4e8f-9b1a-2c3d4e5f6a7b",
    cvFileName: "naledi.pdf",
    cvDeletedAt: null,
    availability: null,
    candidateAvailability: "Available",
    candidateProfileId: 9,
    isActive: null,
    reviewStatus: "pending",
    reviewedAt: null,
    rejectionReason: null,
    waitingSince: new Date(Date.now() - 12 * DAY).toISOString(),
    vetting: { userId: 51, stages: [], missing: ["cv", "technical", "interview", "english", "references", "background"], complete: false, cvOnFile: true },
    ...overrides,
  };
}

const page = (items: TalentReview[], total = items.length) =>
  new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(total) } });

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

function renderPanel(routes: Routes) {
  const requests = stubFetch(routes);
  return { requests, ...renderWithApp(<ReviewQueuePanel />, { path: "/admin/dreamteam" }) };
}

describe("ReviewQueuePanel", () => {
  it("shows who awaits review with what an admin decides on, and the database's total", async () => {
    const expert = person({
      userId: 52,
      name: "Sipho Dlamini",
      userType: "expert",
      isActive: false,
      cvFilePath: null,
      cvFileName: null,
      candidateAvailability: null,
      availability: { status: "available", availableFrom: "2031-04-01", availableTo: null },
    });
    const { requests } = renderPanel({ "GET /api/admin/experts/reviews": page([person(), expert], 45) });
    const item = await screen.findByRole("listitem", { name: /Naledi Mokoena/ });
    expect(within(item).getByText("naledi@example.test")).toBeTruthy();
    expect(within(item).getByText("Spark, SQL")).toBeTruthy();
    expect(within(item).getByText("Available")).toBeTruthy();
    expect(within(item).getByText(/12 days/)).toBeTruthy();
    expect(within(item).getByRole("link", { name: /naledi\.pdf/ }).getAttribute("href")).toBe(person().cvFilePath);
    const other = screen.getByRole("listitem", { name: /Sipho Dlamini/ });
    expect(within(other).getByText("No CV")).toBeTruthy();
    expect(within(other).getByText(/Available from/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Vetting queue \(45\)/ })).toBeTruthy();
    expect(screen.getByText(/1.2 of 45/)).toBeTruthy();
    expect(requests[0].url).toContain("status=pending");
    expect(requests[0].headers.authorization).toBe("Bearer admin-token");
  });

  it("shows everyone when the filter says so, and says when nobody is waiting", async () => {
    const { requests, user } = renderPanel({
      "GET /api/admin/experts/reviews": (r) => (r.url.includes("status=pending") ? page([]) : page([person({ reviewStatus: "approved", reviewedAt: "2031-03-02T10:00:00.000Z" })])),
    });
    expect(await screen.findByText("Nobody is awaiting review.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Show"), "Everyone");
    const item = await screen.findByRole("listitem", { name: /Naledi Mokoena/ });
    expect(within(item).getByText("Approved")).toBeTruthy();
    expect(within(item).queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(requests.at(-1)!.url).not.toContain("status=");
  });

  it("approves with one click and refreshes the queue", async () => {
    let approved = false;
    const { requests, user } = renderPanel({
      "GET /api/admin/experts/reviews": () => page(approved ? [] : [person()]),
      "POST /api/admin/experts/51/approve": () => {
        approved = true;
        return json(200, person({ reviewStatus: "approved" }));
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve Naledi Mokoena" }));
    expect((await findToast()).title).toMatch(/approved/i);
    expect(await screen.findByText("Nobody is awaiting review.")).toBeTruthy();
    expect(sentTo(requests, "POST /api/admin/experts/51/approve")).toHaveLength(1);
  });

  it("rejects only with a reason, and shows the server's word on it", async () => {
    let serverRefuses = true;
    const { requests, user } = renderPanel({
      "GET /api/admin/experts/reviews": page([person()]),
      "POST /api/admin/experts/51/reject": () => {
        if (serverRefuses) {
          serverRefuses = false;
          return validationError([{ path: "reason", message: "The reason can be at most 1000 characters" }]);
        }
        return json(200, person({ reviewStatus: "rejected", rejectionReason: "Too junior" }));
      },
    });
    await user.click(await screen.findByRole("button", { name: "Reject Naledi Mokoena" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Naledi Mokoena" }, { timeout: LAZY_LOAD_WAIT_MS });
    const reason = within(dialog).getByLabelText("Reason");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(fieldError(reason)).toBe("Please give a reason for the rejection"));
    expect(sentTo(requests, "POST /api/admin/experts/51/reject")).toHaveLength(0);

    await user.type(reason, "Too junior");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(fieldError(reason)).toBe("The reason can be at most 1000 characters"));
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect((await findToast()).title).toMatch(/rejected/i);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentTo(requests, "POST /api/admin/experts/51/reject").map((r) => r.body)).toEqual([{ reason: "Too junior" }, { reason: "Too junior" }]);
  });

  it("closes the reason dialog on Cancel, sending nothing, and puts the focus back on Reject", async () => {
    const { requests, user } = renderPanel({ "GET /api/admin/experts/reviews": page([person()]) });
    const reject = await screen.findByRole("button", { name: "Reject Naledi Mokoena" });
    await user.click(reject);
    const dialog = await screen.findByRole("dialog", { name: "Reject Naledi Mokoena" }, { timeout: LAZY_LOAD_WAIT_MS });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reject));
    expect(sentTo(requests, "POST /api/admin/experts/51/reject")).toHaveLength(0);
  });

  it("shows each talent's stages, who assessed them with their notes, and what is still to pass", async () => {
    const at = "2031-03-04T10:00:00.000Z";
    const none = { score: null, scorecard: null, level: null, checked: null, clear: null };
    const vetted = person({
      vetting: {
        userId: 51,
        stages: [
          { stage: "technical", outcome: "passed", assessedAt: at, ...none, score: 78, assessedBy: "Site Admin", notes: "Careful with edge cases." },
          { stage: "english", outcome: "failed", assessedAt: at, ...none, level: "B2", assessedBy: "Site Admin", notes: null },
        ],
        missing: ["cv", "interview", "english", "references", "background"],
        complete: false,
        cvOnFile: false,
      },
    });
    renderPanel({ "GET /api/admin/experts/reviews": page([vetted]) });
    const item = await screen.findByRole("listitem", { name: /Naledi Mokoena/ });
    const report = within(item).getByRole("group", { name: /still to pass CV, Interview, English, References, Background check/ });
    expect(within(report).getByText("1 of 6 stages passed")).toBeTruthy();
    expect(report.textContent).toContain("78 / 100");
    expect(report.textContent).toContain("Notes: Careful with edge cases.");
    expect(report.textContent).toContain("Failed");
    expect(within(report).getAllByText("By Site Admin")).toHaveLength(2);
    // No CV on file: the CV stage cannot be recorded yet; every other stage can.
    expect(within(report).getByText(/No CV on file/)).toBeTruthy();
    expect(within(report).queryByRole("button", { name: "Record CV for Naledi Mokoena" })).toBeNull();
    expect(within(report).getAllByRole("button", { name: /^Record / })).toHaveLength(5);
  });

  it("records a stage with its figure; English below C1 is refused as passed before anything is sent", async () => {
    let recorded = false;
    const { requests, user } = renderPanel({
      "GET /api/admin/experts/reviews": () => page([person()]),
      "PUT /api/admin/experts/51/vetting/english": () => {
        recorded = true;
        return json(200, { ...person().vetting, stages: [{ stage: "english", outcome: "failed", assessedAt: "2031-03-04T10:00:00.000Z", score: null, scorecard: null, level: "B2", checked: null, clear: null, assessedBy: "Site Admin", notes: "Retake later" }] });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Record English for Naledi Mokoena" }));
    const dialog = await screen.findByRole("dialog", { name: "English: Naledi Mokoena" }, { timeout: LAZY_LOAD_WAIT_MS });
    const level = within(dialog).getByLabelText(/CEFR level/);
    await user.selectOptions(level, "B2");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(fieldError(level)).toBe("English is passed only at C1 or above; a lower level cannot be recorded as passed"));
    expect(sentTo(requests, "PUT /api/admin/experts/51/vetting/english")).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Outcome/), "failed");
    await user.type(within(dialog).getByLabelText(/Notes/), "Retake later");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect((await findToast()).title).toBe("Stage recorded");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(recorded).toBe(true);
    expect(sentTo(requests, "PUT /api/admin/experts/51/vetting/english").map((r) => r.body)).toEqual([{ outcome: "failed", level: "B2", notes: "Retake later" }]);
  });
});
