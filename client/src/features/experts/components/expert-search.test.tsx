// Browse Experts' availability filter (free from a date for N weeks, GET /api/experts availableFrom
// and weeks) and each card's overlap with the viewer's working day, counted over that window.
// "Today" is Wed 15 Jan 2031 (UTC).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sentTo, stubFetch } from "@/test/fetch";
import { expertProfile } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { ExpertSearch } from "./expert-search";

const LONDON = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date("2031-01-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSearch() {
  const list = [expertProfile({ userId: 31, name: "Thandi Nkosi" }), expertProfile({ id: 32, userId: 32, name: "Ruan Botha", timeZone: "Asia/Tokyo" })];
  const requests = stubFetch({ "GET /api/experts": () => new Response(JSON.stringify(list), { status: 200, headers: { "X-Total-Count": "2" } }) });
  const view = renderWithApp(<ExpertSearch clientHours={LONDON} pageSize={12} />, { path: "/client/dashboard" });
  return { ...view, requests, searches: () => sentTo(requests, "GET /api/experts").map((r) => r.url) };
}

const overlapOf = (name: string) =>
  within(screen.getAllByTestId("expert-card").find((card) => within(card).queryByRole("heading", { name }))!).getByTestId("expert-overlap").textContent;

describe("ExpertSearch: availability and overlap", () => {
  it("shows each expert's overlap with the viewer's day over the coming week", async () => {
    const f = renderSearch();
    await screen.findByRole("heading", { name: "Thandi Nkosi" });

    expect(f.searches()).toEqual(["/api/experts?limit=12"]);
    // London on UTC in January: 09:00–17:00 against Johannesburg's 06:00–15:00 UTC is 6 hours; Tokyo's 08:00–17:00 (UTC+9) is 23:00–08:00 UTC, none.
    expect(overlapOf("Thandi Nkosi")).toBe("6 h overlap with your day");
    expect(overlapOf("Ruan Botha")).toBe("No overlap with your day");
  });

  it("asks for experts free from a date for N weeks, and counts the overlap over that window", async () => {
    const f = renderSearch();
    await screen.findByRole("heading", { name: "Thandi Nkosi" });
    const weeks = screen.getByLabelText("For how many weeks");
    await f.user.clear(weeks);
    await f.user.type(weeks, "6");
    expect(f.searches()).toHaveLength(1);
    await f.user.type(screen.getByLabelText("Free from"), "2031-07-07");

    await waitFor(() => expect(f.searches().at(-1)).toBe("/api/experts?availableFrom=2031-07-07&weeks=6&limit=12"));
    // London on UTC+1 in July: 08:00–16:00 UTC against 06:00–15:00 UTC is 7 hours.
    await waitFor(() => expect(overlapOf("Thandi Nkosi")).toBe("7 h overlap with your day"));
  });
});
