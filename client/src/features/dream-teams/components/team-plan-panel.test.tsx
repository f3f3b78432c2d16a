// A dream team's plan: the query it sends, the team's start and who holds it back (named with the
// date they become free), the hours all members share, and the timeline with each member's busy
// stretches and the proposed engagement. "Today" is Mon 10 Mar 2031 (UTC).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlanMember, TeamPlan } from "@shared/contracts/dream-teams";
import { apiError, json, sentTo, stubFetch, type Handler } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { TeamPlanPanel } from "./team-plan-panel";

const TODAY = "2031-03-10";
const LONDON = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

afterEach(() => {
  vi.useRealTimers();
});

function member(overrides: Partial<PlanMember>): PlanMember {
  return {
    expertId: 31,
    name: "Ruan Botha",
    role: "ML Engineer",
    profileImage: null,
    isActive: true,
    timeZone: "Africa/Johannesburg",
    workStart: "08:00",
    workEnd: "17:00",
    firstFreeDate: TODAY,
    overlapHours: 6,
    estimate: null,
    periods: [],
    ...overrides,
  };
}

function plan(overrides: Partial<TeamPlan> = {}): TeamPlan {
  return {
    teamId: 7,
    from: TODAY,
    weeks: 2,
    ...LONDON,
    earliestStart: "2031-03-17",
    endDate: "2031-03-30",
    sharedHours: { start: "09:00", end: "15:00", hours: 6 },
    estimate: null,
    members: [
      member({ expertId: 31, name: "Ruan Botha", periods: [{ start: TODAY, end: "2031-03-12", kind: "unavailable" }], firstFreeDate: "2031-03-13" }),
      member({
        expertId: 32,
        name: "Thandi Nkosi",
        role: "Data Engineer",
        firstFreeDate: "2031-03-17",
        periods: [
          { start: "2031-03-11", end: "2031-03-16", kind: "booked", status: "confirmed" },
          { start: "2031-04-20", end: "2031-04-25", kind: "booked", status: "pending" },
        ],
      }),
    ],
    timeline: { start: TODAY, end: "2031-06-08" },
    ...overrides,
  };
}

function renderPlan(answer: Handler | TeamPlan, initial: { from?: string; weeks?: number } = { weeks: 2 }) {
  const requests = stubFetch({ "GET /api/dream-teams/7/plan": typeof answer === "function" ? answer : json(200, answer) });
  const view = renderWithApp(<TeamPlanPanel teamId={7} initial={{ ...initial, ...LONDON }} renderBooking={(p) => <p>Booking from {p.earliestStart}</p>} />, {
    path: "/client/teams/7/plan",
  });
  return { ...view, requests, plans: () => sentTo(requests, "GET /api/dream-teams/7/plan") };
}

describe("TeamPlanPanel", () => {
  it("asks for the plan of the engagement and the client's working day", async () => {
    const f = renderPlan(plan());
    await screen.findByText(/The whole team can start/);

    expect(f.plans().map((r) => r.url)).toEqual(["/api/dream-teams/7/plan?weeks=2&from=2031-03-10&timeZone=Europe%2FLondon&workStart=09%3A00&workEnd=17%3A00"]);
    expect(f.plans()[0].headers.authorization).toBe("Bearer client-token");
  });

  it("says when the team can start and names the member who holds it back, with the date they become free", async () => {
    renderPlan(plan());

    expect((await screen.findByText(/The whole team can start/)).textContent).toBe("The whole team can start on Mon 17 Mar 2031 to Sun 30 Mar 2031.");
    const late = screen.getByRole("list", { name: "Who holds the start back" });
    expect(within(late).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Thandi Nkosi is not free for the whole engagement until 17 Mar 2031.",
      "Ruan Botha is not free for the whole engagement until 13 Mar 2031.",
    ]);
    expect(screen.getByText("Booking from 2031-03-17")).toBeTruthy();
  });

  it("shows the hours all members share and each member's row on the timeline, the proposed engagement across them", async () => {
    renderPlan(plan());
    await screen.findByText(/The whole team can start/);

    expect(screen.getByRole("img", { name: "All members share 6 hours of your day: 09:00–15:00 your time, on every working day" })).toBeTruthy();
    const timeline = screen.getByRole("region", { name: "Team timeline, 10 Mar 2031 to 8 Jun 2031" });
    expect(timeline.tabIndex).toBe(0);
    const rows = within(timeline).getAllByTestId("plan-member");
    expect(rows.map((row) => row.querySelector(".sr-only")?.textContent)).toEqual([
      "Not free: Unavailable 10 Mar 2031 to 12 Mar 2031. Free on the other days.",
      "Not free: Booked (confirmed) 11 Mar 2031 to 16 Mar 2031; Booked (pending) 20 Apr 2031 to 25 Apr 2031. Free on the other days.",
    ]);
    expect(within(rows[1]).getByText("Free for the whole engagement from 17 Mar 2031")).toBeTruthy();
    expect(rows.map((row) => row.querySelectorAll('[data-kind="proposed"]').length)).toEqual([1, 1]);
    expect(Array.from(rows[1].querySelectorAll("[data-kind]")).map((el) => el.getAttribute("data-kind"))).toEqual(["booked-confirmed", "booked-pending", "proposed"]);
  });

  it("says there is no start within a year, naming the member never free and one no longer active", async () => {
    renderPlan(
      plan({
        earliestStart: null,
        endDate: null,
        sharedHours: null,
        members: [member({ name: "Lerato Mokoena", firstFreeDate: null }), member({ expertId: 33, name: "Sipho Dlamini", isActive: false, firstFreeDate: null })],
      }),
    );

    expect(await screen.findByText("There is no start within a year when every member is free for the whole engagement.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Who holds the start back" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Lerato Mokoena is not free for 2 weeks in a row within a year.",
      "Sipho Dlamini is no longer active and cannot be booked. Remove them to plan the rest of the team.",
    ]);
    expect(screen.getByRole("img", { name: "The members share no hour of your working day on every working day" })).toBeTruthy();
  });

  it("asks again as the inputs change, and says what is wrong with them", async () => {
    const f = renderPlan(plan());
    await screen.findByText(/The whole team can start/);
    const weeks = screen.getByLabelText("Length in weeks");
    await f.user.clear(weeks);
    await f.user.type(weeks, "0");

    expect(await screen.findByText("Length must be at least 1")).toBeTruthy();
    expect(await screen.findByText("Correct the marked fields to see the plan.")).toBeTruthy();
    await f.user.clear(weeks);
    await f.user.type(weeks, "6");
    await waitFor(() => expect(f.plans().at(-1)?.url).toContain("weeks=6&"));
  });

  it("says the server's message when the plan cannot be read", async () => {
    renderPlan(() => apiError(403, "forbidden", "That dream team is not yours."));

    expect((await screen.findByRole("alert")).textContent).toBe("That dream team is not yours.");
  });
});
