// "Find my team": the request the form sends (the shared contract's body, 250 ms after the last
// change), skill suggestions, each result's reasons, the empty answer and its one-click loosening,
// and turning the chosen results into a team. "Today" is Mon 10 Mar 2031 (UTC).
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MatchResponse, MatchResult } from "@shared/contracts/match";
import { apiError, json, sentTo, stubFetch, type Handler, type Routes } from "@/test/fetch";
import { expertProfile } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { FindMyTeam } from "./find-my-team";

const TODAY = "2031-03-10";
const NEW_YORK = { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" };

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

afterEach(() => {
  vi.useRealTimers();
});

function result(overrides: Partial<Omit<MatchResult, "reasons">> & { reasons?: Partial<MatchResult["reasons"]> } = {}): MatchResult {
  const { reasons, ...rest } = overrides;
  return {
    ...expertProfile({ id: 31, userId: 31, name: "Ayesha Patel", role: "ML Engineer", skills: ["Python", "Spark", "SQL"], hourlyRate: 80, yearsExperience: 9 }),
    score: 0.8125,
    estimate: null,
    reasons: { matchedSkills: ["Python", "Spark"], missingSkills: ["dbt"], overlapHours: 1, coverage: 1, availableFrom: "2031-04-07", ...reasons },
    ...rest,
  };
}

const answer = (results: MatchResult[], excludedBy: Partial<MatchResponse["excludedBy"]> = {}): MatchResponse => ({
  results,
  total: results.length,
  excludedBy: { skills: 0, rate: 0, overlap: 0, availability: 0, ...excludedBy },
});

const SUGGESTIONS = [
  { skill: "Python", experts: 42 },
  { skill: "PyTorch", experts: 12 },
];

function renderFindMyTeam(match: Handler | MatchResponse, routes: Routes = {}) {
  const requests = stubFetch({
    "GET /api/skills": json(200, SUGGESTIONS),
    "POST /api/match": typeof match === "function" ? match : json(200, match),
    ...routes,
  });
  const onCreateTeam = vi.fn();
  const view = renderWithApp(<FindMyTeam initialHours={NEW_YORK} onCreateTeam={onCreateTeam} />, {
    path: "/client/match",
    userOptions: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });
  const form = screen.getByRole("form", { name: "What you need" });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return {
    ...view,
    requests,
    onCreateTeam,
    form,
    mustHave: () => field("Must-have skills"),
    niceToHave: () => field("Nice-to-have skills"),
    budget: () => field("Max hourly rate (USD)"),
    matches: () => sentTo(requests, "POST /api/match"),
    /** Lets `ms` of (fake) time pass, answering what falls due. */
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

/**
 * Fake timers for the debounce, the date fixed too. Testing Library recognises fake timers by a
 * `jest` global, and otherwise waits on a timer nobody advances; it gets one that advances vitest's.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Only the date fixed: the debounce and the answers run in real time (the tests wait for what they expect). */
function fixedDate() {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
}

describe("FindMyTeam: the request", () => {
  it("asks nothing until a must-have skill is given, then sends the contract's body 250 ms after the last change", async () => {
    fakeClock();
    const f = renderFindMyTeam(answer([result()]));
    expect(screen.getByText("Add at least one must-have skill to see who fits.")).toBeTruthy();

    await f.user.type(f.mustHave(), "Python{Enter}");
    await f.wait(200);
    expect(f.matches()).toHaveLength(0);
    // Typing again starts the wait again: only the last form is asked about.
    await f.user.type(f.budget(), "90");
    await f.wait(200);
    expect(f.matches()).toHaveLength(0);
    await f.wait(60);

    expect(f.matches().map((r) => r.body)).toEqual([
      {
        mustHave: ["Python"],
        niceToHave: [],
        maxRate: 90,
        startDate: TODAY,
        weeks: 12,
        timeZone: "America/New_York",
        workStart: "09:00",
        workEnd: "17:00",
        minOverlapHours: 4,
        limit: 10,
      },
    ]);
    expect(f.matches()[0].headers.authorization).toBe("Bearer client-token");
  });

  it("suggests skills from GET /api/skills as the client types, and adds the one picked", async () => {
    fakeClock();
    const f = renderFindMyTeam(answer([result()]));
    await f.user.type(f.niceToHave(), "py");
    await f.wait(200);

    expect(sentTo(f.requests, "GET /api/skills").map((r) => r.url)).toContain("/api/skills?q=py&limit=8");
    const list = screen.getByRole("listbox", { name: "Skill suggestions" });
    await f.user.click(within(list).getByRole("option", { name: /^PyTorch/ }));
    expect(within(f.form).getByRole("list", { name: "Nice-to-have skills chosen" }).textContent).toContain("PyTorch");
  });

  it("says what is wrong with a field, in the form's words, and sends nothing", async () => {
    fakeClock();
    const f = renderFindMyTeam(answer([result()]));
    await f.user.type(f.mustHave(), "Python{Enter}");
    const weeks = within(f.form).getByLabelText("Length in weeks");
    await f.user.clear(weeks);
    await f.user.type(weeks, "0");
    await f.wait(300);

    expect(weeks.getAttribute("aria-invalid")).toBe("true");
    expect(within(f.form).getByText("Length must be at least 1")).toBeTruthy();
    expect(f.matches()).toHaveLength(0);
    expect(screen.getByText("Correct the marked fields to see who fits.")).toBeTruthy();
  });
});

describe("FindMyTeam: results", () => {
  it("shows each result's reasons: matched and missing skills, shared hours, free share, first free date, rate against budget", async () => {
    fixedDate();
    const f = renderFindMyTeam(answer([result(), result({ id: 32, userId: 32, name: "Johan Pretorius", score: 0.7, hourlyRate: null, reasons: { missingSkills: [], availableFrom: null, coverage: 0.9286 } })]));
    // The budget first: nothing is asked before a must-have, so the one answer is for both.
    await f.user.type(f.budget(), "90");
    await f.user.type(f.mustHave(), "Python{Enter}");
    const list = await screen.findByRole("list", { name: "Matches, best first" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first).getByRole("heading", { name: "Ayesha Patel" })).toBeTruthy();
    expect(within(first).getByLabelText("Rank 1")).toBeTruthy();
    expect(within(first).getByText("81% fit")).toBeTruthy();
    expect(within(within(first).getByRole("list", { name: "Matched skills" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Python", "Spark"]);
    expect(within(first).getByRole("list", { name: "Missing nice-to-haves" }).textContent).toBe("Lacks dbt");
    const facts = Object.fromEntries(Array.from(first.querySelectorAll("dt")).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      "Shared hours": "At least 1 h of your working day",
      Free: "100% of the engagement",
      "First free": "7 Apr 2031 for the whole engagement",
      Rate: "$80/hr, $10 under your $90 budget",
    });
    // The band: Mon 10 Mar 2031, New York already on UTC−4, Johannesburg 08:00–17:00 is 02:00–11:00.
    expect(within(first).getByRole("img", { name: "Shares 2 hours: 09:00–11:00 your time on the first day; at least 1 hour on every working day" })).toBeTruthy();

    expect(within(second).queryByRole("list", { name: "Missing nice-to-haves" })).toBeNull();
    expect(within(second).getByText("Not for the whole engagement within a year")).toBeTruthy();
    expect(within(second).getByText("93% of the engagement")).toBeTruthy();
    expect(within(second).getByText("No rate set (agreed per engagement)")).toBeTruthy();
    expect(screen.getByText(/^2 experts fit\./)).toBeTruthy();
  });

  it("keeps the last results on screen while the next ones load", async () => {
    fixedDate();
    let release: (r: Response) => void = () => {};
    let calls = 0;
    const f = renderFindMyTeam(() => {
      calls += 1;
      if (calls === 1) return json(200, answer([result()]));
      return new Promise<Response>((resolve) => (release = resolve));
    });
    await f.user.type(f.mustHave(), "Python{Enter}");
    expect(await screen.findByRole("heading", { name: "Ayesha Patel" })).toBeTruthy();

    await f.user.type(f.budget(), "70");
    await waitFor(() => expect(f.matches()).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Ayesha Patel" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("list", { name: "Matches, best first" }).getAttribute("aria-busy")).toBe("true"));
    release(json(200, answer([result({ id: 40, userId: 40, name: "Lerato Mokoena" })])));
    expect(await screen.findByRole("heading", { name: "Lerato Mokoena" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Ayesha Patel" })).toBeNull();
  });

  it("says the server's message when the match fails", async () => {
    fixedDate();
    const f = renderFindMyTeam(() => apiError(500, "internal", "Something went wrong on our side."));
    await f.user.type(f.mustHave(), "Python{Enter}");

    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong on our side.");
  });
});

describe("FindMyTeam: nobody fits", () => {
  it("names the filter that removed the most, and one click loosens it and asks again", async () => {
    fixedDate();
    const f = renderFindMyTeam((request) => {
      const body = request.body as { maxRate?: number };
      return json(200, body.maxRate === undefined ? answer([result()]) : answer([], { rate: 7, overlap: 2 }));
    });
    await f.user.type(f.budget(), "40");
    await f.user.type(f.mustHave(), "Python{Enter}");

    expect(await screen.findByText("No expert fits all of this yet.")).toBeTruthy();
    expect(screen.getByText("Your budget ruled out the most: 7 experts.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lower the minimum shared hours to 2" })).toBeTruthy();
    await f.user.click(screen.getByRole("button", { name: "Drop the budget" }));

    expect(await screen.findByRole("heading", { name: "Ayesha Patel" })).toBeTruthy();
    expect(f.budget().value).toBe("");
    const bodies = f.matches().map((r) => r.body as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    expect(bodies[0].maxRate).toBe(40);
    expect("maxRate" in bodies[1]).toBe(false);
  });

  it("moves the start four weeks on when the dates rule people out", async () => {
    fixedDate();
    const f = renderFindMyTeam((request) => {
      const body = request.body as { startDate: string };
      return json(200, body.startDate === TODAY ? answer([], { availability: 3 }) : answer([result()]));
    });
    await f.user.type(f.mustHave(), "Python{Enter}");
    await f.user.click(await screen.findByRole("button", { name: "Start on 7 Apr 2031 instead" }));
    await screen.findByRole("heading", { name: "Ayesha Patel" });

    expect((f.matches().at(-1)?.body as { startDate: string }).startDate).toBe("2031-04-07");
    expect((within(f.form).getByLabelText("Start date") as HTMLInputElement).value).toBe("2031-04-07");
  });
});

describe("FindMyTeam: a team from the results", () => {
  it("chooses the top three until the client chooses, and hands the chosen ones over", async () => {
    fixedDate();
    const people = ["Ayesha Patel", "Johan Pretorius", "Lerato Mokoena", "Sipho Dlamini"].map((name, i) => result({ id: 31 + i, userId: 31 + i, name }));
    const f = renderFindMyTeam(answer(people));
    await f.user.type(f.mustHave(), "Python{Enter}");
    await screen.findByRole("heading", { name: "Ayesha Patel" });

    const box = (name: string) => screen.getByRole("checkbox", { name: `Select for the team: ${name}` }) as HTMLInputElement;
    expect(people.map((p) => box(p.name).checked)).toEqual([true, true, true, false]);
    await f.user.click(box("Johan Pretorius"));
    await f.user.click(box("Sipho Dlamini"));
    const create = screen.getByRole("form", { name: "Create a dream team" });
    expect((within(create).getByLabelText("Team name") as HTMLInputElement).value).toBe("Team: Python");
    await f.user.click(within(create).getByRole("button", { name: "Create a dream team from these (3)" }));

    await waitFor(() => expect(f.onCreateTeam).toHaveBeenCalledTimes(1));
    const [{ name, experts, request }] = f.onCreateTeam.mock.calls[0];
    expect(name).toBe("Team: Python");
    expect(experts.map((e: MatchResult) => e.name)).toEqual(["Ayesha Patel", "Lerato Mokoena", "Sipho Dlamini"]);
    expect(request).toMatchObject({ mustHave: ["Python"], startDate: TODAY, weeks: 12 });
  });
});
