// The client's team page: its tab counts are the server's totals (X-Total-Count), not the loaded
// rows; and it offers each action only to a member whose role in the company may take it.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { actionsOf, type CompanyRole } from "@shared/company-roles";
import type { DreamTeam } from "@shared/contracts/dream-teams";
import { OWN_LIST_PAGE_SIZE } from "@/lib/paged-list";
import { apiError, deferred, json, stubFetch, type RecordedRequest, type Routes } from "@/test/fetch";
import { expertProfile, preBooking, publicUser } from "@/test/fixtures";
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

/** GET /api/company as the server answers a member with `role`. */
const companyOf = (role: CompanyRole) => json(200, { id: 3, name: "Northwind Analytics", role, actions: actionsOf(role), billing: null });

/** An empty page of a list, with its total. */
const none = () => {
  const res = json(200, []);
  res.headers.set("X-Total-Count", "0");
  return res;
};

describe("ClientTeamPage", () => {
  it("counts every dream team and pre-booking in its tabs, beyond the first page", async () => {
    stubFetch({
      "GET /api/company": companyOf("owner"),
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

describe("ClientTeamPage by role", () => {
  const grace = expertProfile();
  const team: DreamTeam = {
    id: 7,
    clientId: 40,
    name: "Data platform",
    description: null,
    status: "active",
    createdAt: "2031-03-10T09:00:00.000Z",
    memberCount: 1,
    members: [{ expertId: grace.userId, name: grace.name, role: grace.role, profileImage: null, skills: grace.skills, yearsExperience: grace.yearsExperience, hourlyRate: grace.hourlyRate, isActive: true, addedAt: "2031-03-10T09:00:00.000Z" }],
  };
  const listOf = (items: unknown[]) => () => {
    const res = json(200, items);
    res.headers.set("X-Total-Count", String(items.length));
    return res;
  };
  const routes = (company: Routes[string]): Routes => ({
    "GET /api/company": company,
    "GET /api/dream-teams/client/12": listOf([team]),
    "GET /api/pre-bookings/client/12": listOf([preBooking({ id: 9, status: "pending", preInterviewRequested: true, preInterview: "none" })]),
    "GET /api/client/profile": apiError(404, "not_found", "No client profile"),
    "GET /api/auth/account": json(200, { email: "ada@example.test", emailVerified: true, emailVerifiedAt: "2031-03-01T09:00:00.000Z" }),
    "GET /api/interviews": none,
    "GET /api/experts": listOf([grace]),
    "GET /api/engagements": none,
  });
  const CHANGES = [/^Book /, /^Add to Team/, /Create Team$/, /^Select/, /^Remove /, /^Schedule/];
  const changeButtons = () => screen.queryAllByRole("button").filter((b) => CHANGES.some((c) => c.test(b.getAttribute("aria-label") ?? b.textContent ?? "")));

  it("shows a viewer the company's experts, teams and pre-bookings with no button to change or book any", async () => {
    stubFetch(routes(companyOf("viewer")));
    const { user, queryClient } = renderWithApp(<ClientTeamPage />, { path: "/client/team" });
    await waitFor(() => expect(queryClient.getQueryState(["/api/company"])?.status).toBe("success"));
    const teams = await screen.findByRole("list", { name: "Dream teams" });
    expect(within(teams).getByRole("region", { name: "Data platform" })).toBeTruthy();
    expect(within(teams).getByText(grace.name)).toBeTruthy();
    expect(within(teams).getByRole("link", { name: /^Plan\s*Data platform$/ })).toBeTruthy();
    expect((await screen.findAllByRole("button", { name: `View ${grace.name}` })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("form", { name: "Create a dream team" })).toBeNull();
    expect(changeButtons()).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Prebookings (1)" }));
    expect(await screen.findByTestId("client-pre-booking")).toBeTruthy();
    expect(changeButtons()).toEqual([]);
  });

  it("offers nothing while the company is read, and a hiring member's buttons once it is", async () => {
    const company = deferred();
    stubFetch(routes(() => company.reply));
    renderWithApp(<ClientTeamPage />, { path: "/client/team" });
    await screen.findByRole("list", { name: "Dream teams" });
    expect((await screen.findAllByRole("button", { name: `View ${grace.name}` })).length).toBeGreaterThan(0);
    expect(changeButtons()).toEqual([]);

    company.resolve(companyOf("hiring"));
    expect((await screen.findAllByRole("button", { name: `Book ${grace.name}` })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("form", { name: "Create a dream team" })).toBeTruthy());
    expect(screen.getByRole("button", { name: `Remove ${grace.name} from Data platform` })).toBeTruthy();
  });
});
