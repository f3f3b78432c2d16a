// The client's needs page offers the ways to a new need (a shortlist, "Find my team") only to a
// member whose role in the company may take them; every member reads the company's needs.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { actionsOf, type CompanyRole } from "@shared/company-roles";
import { deferred, json, stubFetch, type Routes } from "@/test/fetch";
import { publicUser, requisition } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import ClientNeedsPage from "./needs";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify(publicUser({ id: 12, userType: "client", firstName: "Leo" })));
  window.localStorage.setItem("userToken", "client-token");
});

const companyOf = (role: CompanyRole) => json(200, { id: 3, name: "Northwind Analytics", role, actions: actionsOf(role), billing: null });

const routes = (company: Routes[string]): Routes => ({
  "GET /api/company": company,
  "GET /api/requisitions": () => {
    const res = json(200, [requisition({ title: "Senior Data Engineer", clientName: "Dana Whitfield" })]);
    res.headers.set("X-Total-Count", "1");
    return res;
  },
});

const waysToANewNeed = () => [screen.queryByRole("link", { name: "Start your shortlist" }), screen.queryByRole("link", { name: "Find my team" })];

describe("ClientNeedsPage", () => {
  it.each(["viewer", "finance"] as const)("shows a %s the company's needs with no way to start one", async (role) => {
    stubFetch(routes(companyOf(role)));
    const view = renderWithApp(<ClientNeedsPage />, { path: "/client/needs" });
    expect(await screen.findByRole("link", { name: "Open Senior Data Engineer" }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(view.queryClient.getQueryState(["/api/company"])?.status).toBe("success"));
    expect(waysToANewNeed()).toEqual([null, null]);
  });

  it("offers nothing while the company is read, and a hiring member both ways once it is", async () => {
    const company = deferred();
    stubFetch(routes(() => company.reply));
    renderWithApp(<ClientNeedsPage />, { path: "/client/needs" });
    expect(await screen.findByRole("link", { name: "Open Senior Data Engineer" }, { timeout: 5000 })).toBeTruthy();
    expect(waysToANewNeed()).toEqual([null, null]);

    company.resolve(companyOf("hiring"));
    expect(await screen.findByRole("link", { name: "Start your shortlist" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find my team" })).toBeTruthy();
  });
});
