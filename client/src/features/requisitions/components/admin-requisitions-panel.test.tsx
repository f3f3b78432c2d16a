// The console's Requisitions tab: the queue with overdue ones marked, a requisition with the match's
// suggestions and their reasons, proposing one with its note, and a refusal shown with each reason.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchResponse } from "@shared/contracts/match";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { expertProfile, requisition } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { AdminRequisitionsPanel } from "./admin-requisitions-panel";
import { requisitionClock } from "@shared/flows/requisition";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

const list = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(rows.length) } });
const figures = { windowDays: 90, shortlisted: 8, medianHoursToShortlist: 180, p90HoursToShortlist: 320.4, missedGuarantees: 2, searching: 3, overdue: 1 };
// Its 14 days ended three days ago: the server answers with its clock as it is now.
const stated = requisition({ id: 7, title: "Streaming Engineers", status: "overdue", missedGuarantee: true }, new Date(Date.now() - 14 * 86_400_000 - 60_000));
const overdue = { ...stated, clock: requisitionClock(stated, new Date()) };
const open = requisition({ id: 5 });
const suggestions: MatchResponse = {
  results: [
    {
      ...expertProfile({ userId: 31, id: 31, name: "Grace Hopper", role: "Data Engineer", hourlyRate: 80 }),
      score: 0.88,
      estimate: null,
      reasons: { matchedSkills: ["Python", "Spark"], missingSkills: [], overlapHours: 6, coverage: 1, availableFrom: "2031-04-01" },
    },
  ],
  total: 1,
  excludedBy: { skills: 40, rate: 2, overlap: 1, availability: 3 },
};

function renderPanel(propose: () => Response) {
  const requests = stubFetch({
    "GET /api/admin/requisitions/figures": json(200, figures),
    "GET /api/admin/requisitions": () => list([overdue, open]),
    "GET /api/requisitions/5": () => json(200, open),
    "GET /api/admin/requisitions/5/suggestions": json(200, suggestions),
    "POST /api/requisitions/5/candidates": propose,
  });
  return { ...renderWithApp(<AdminRequisitionsPanel />), requests };
}

describe("AdminRequisitionsPanel", () => {
  it("shows the figures and the queue, overdue first and marked", async () => {
    renderPanel(() => json(201, open));
    const median = await screen.findByText("median, last 90 days");
    expect(median.closest("div")!.querySelector("[data-value]")!.textContent).toBe("7.5 days");
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((r) => within(r).getByText(/Streaming Engineers|Senior Data Engineer/).textContent)).toEqual(["Streaming Engineers", "Senior Data Engineer"]);
    expect(within(rows[0]).getByText("Overdue")).toBeTruthy();
    expect(within(rows[0]).getByText("Overdue by 3 days; the search goes on, free")).toBeTruthy();
  });

  it("proposes a suggestion with its note in one step, and shows a refusal with each reason", async () => {
    const f = renderPanel(() =>
      apiError(409, "candidate_not_eligible", "Grace Hopper does not fit this need: Free on 40 % of the engagement's days; at least 90 % is needed.", [
        { path: "expertId", filter: "availability", message: "Free on 40 % of the engagement's days; at least 90 % is needed." },
      ] as unknown as { path: string; message: string }[]),
    );
    await f.user.click(await screen.findByRole("button", { name: "Open Senior Data Engineer" }));
    const card = await screen.findByRole("article", { name: "Grace Hopper" });
    expect(within(card).getByText("At least 6 h of the working day, on every working day")).toBeTruthy();
    const note = within(card).getByLabelText(/Note for the client/);
    expect((note as HTMLTextAreaElement).value).toBe("Has Python, Spark; 9+ years as Data Engineer; shares at least 6 h of your day.");
    await f.user.clear(note);
    await f.user.type(note, "Ran our kind of migration twice.");
    await f.user.click(within(card).getByRole("button", { name: "Propose Grace Hopper" }));

    const alert = await within(card).findByRole("alert");
    expect(within(alert).getByText("Grace Hopper cannot be proposed: they fail the need's hard filters.")).toBeTruthy();
    expect(within(alert).getByRole("listitem").textContent).toBe("Free on 40 % of the engagement's days; at least 90 % is needed.");
    await waitFor(() => expect(sentTo(f.requests, "POST /api/requisitions/5/candidates").map((r) => [r.body, r.headers.authorization])).toEqual([[{ expertId: 31, note: "Ran our kind of migration twice." }, "Bearer admin-token"]]));
  });
});
