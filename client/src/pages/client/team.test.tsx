// The client's team page's tab counts are the server's totals (X-Total-Count), not the loaded rows.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { DreamTeam } from "@shared/contracts/dream-teams";
import { OWN_LIST_PAGE_SIZE } from "@/lib/paged-list";
import { apiError, json, stubFetch, type RecordedRequest } from "@/test/fetch";
import { preBooking, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import ClientTeamPage from "./team";

const BOOKINGS = OWN_LIST_PAGE_SIZE * 2 + 3;
const TEAMS = OWN_LIST_PAGE_SIZE + 1;

const team = (id: number): DreamTeam => ({ id, clientId: 12, name: `Team ${id}`, description: null, status: "active", createdAt: "2031-03-10T09:00:00.000Z", memberCount: 0, members: [] });

/** One page of `make(i)` rows as the server answers it: the slice asked for, the total in the header. */
const pages =
  <T,>(total: number, make: (i: number) => T) =>
  (request: RecordedRequest) => {
    const query = new URL(request.url, "http://localhost").searchParams;
    const offset = Number(query.get("offset"));
    const length = Math.max(0, Math.min(Number(query.get("limit")), total - offset));
    const res = json(200, Array.from({ length }, (_, i) => make(offset + i + 1)));
    res.headers.set("X-Total-Count", String(total));
    return res;
  };

beforeEach(() => {
  const user = publicUser({ id: 12, userType: "client", firstName: "Ada" });
  window.localStorage.setItem("user", JSON.stringify(user));
  window.localStorage.setItem("userToken", "client-token");
});

describe("ClientTeamPage", () => {
  it("counts every dream team and pre-booking in its tabs, beyond the first page", async () => {
    stubFetch({
      "GET /api/dream-teams/client/12": pages(TEAMS, team),
      "GET /api/pre-bookings/client/12": pages(BOOKINGS, (id) => preBooking({ id })),
      "GET /api/client/profile": apiError(404, "not_found", "No client profile"),
      "GET /api/auth/account": json(200, { email: "ada@example.test", emailVerified: true, emailVerifiedAt: "2031-03-01T09:00:00.000Z" }),
      "GET /api/interviews": () => {
        const res = json(200, []);
        res.headers.set("X-Total-Count", "0");
        return res;
      },
      "GET /api/experts": () => {
        const res = json(200, []);
        res.headers.set("X-Total-Count", "0");
        return res;
      },
      "GET /api/engagements": () => {
        const res = json(200, []);
        res.headers.set("X-Total-Count", "0");
        return res;
      },
    });
    renderWithApp(<ClientTeamPage />, { path: "/client/team" });
    expect(await screen.findByRole("tab", { name: `Dream Teams (${TEAMS})` })).toBeTruthy();
    expect(await screen.findByRole("tab", { name: `Prebookings (${BOOKINGS})` })).toBeTruthy();
  });
});
