// The client's dream teams load a page at a time: 'Show more' asks for the next page, the figure is
// the server's total, and a team from a later page can be selected like any other.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DreamTeam } from "@shared/contracts/dream-teams";
import { OWN_LIST_PAGE_SIZE } from "@/lib/paged-list";
import { json, sentTo, stubFetch, type RecordedRequest } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { DreamTeamsPanel } from "./dream-teams-panel";

const TOTAL = OWN_LIST_PAGE_SIZE + 2;
const team = (id: number): DreamTeam => ({ id, clientId: 12, name: `Team ${id}`, description: null, status: "active", createdAt: "2031-03-10T09:00:00.000Z", memberCount: 0, members: [] });

function pageOf(request: RecordedRequest) {
  const query = new URL(request.url, "http://localhost").searchParams;
  const offset = Number(query.get("offset"));
  const length = Math.max(0, Math.min(Number(query.get("limit")), TOTAL - offset));
  const res = json(
    200,
    Array.from({ length }, (_, i) => team(offset + i + 1)),
  );
  res.headers.set("X-Total-Count", String(TOTAL));
  return res;
}

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

describe("DreamTeamsPanel", () => {
  it("shows the first page with the total, the rest after 'Show more', and selects a team from it", async () => {
    const requests = stubFetch({ "GET /api/dream-teams/client/12": pageOf });
    const onSelectTeam = vi.fn();
    const { user } = renderWithApp(<DreamTeamsPanel clientId={12} selectedTeamId={null} onSelectTeam={onSelectTeam} mayChange mayBook />);
    const list = await screen.findByRole("list", { name: "Dream teams" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(OWN_LIST_PAGE_SIZE);
    expect(screen.getByText(`Showing ${OWN_LIST_PAGE_SIZE} of ${TOTAL} dream teams`)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(TOTAL));
    expect(screen.getByText(`Showing ${TOTAL} of ${TOTAL} dream teams`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(sentTo(requests, "GET /api/dream-teams/client/12")).toHaveLength(2);

    // jsdom drops the space before the button's screen-reader part of its name; browsers keep it.
    await user.click(within(list).getByRole("button", { name: new RegExp(`^Select ?Team ${TOTAL}$`) }));
    expect(onSelectTeam).toHaveBeenCalledWith(TOTAL);
  });
});
