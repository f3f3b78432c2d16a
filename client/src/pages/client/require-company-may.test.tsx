// A page made for one action of the company's shows its form only to a member whose role may take
// it: another is told so, and nothing shows while the company is read.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { actionsOf, type CompanyRole } from "@shared/company-roles";
import { deferred, json, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { RequireCompanyMay } from "./require-company-may";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const companyOf = (role: CompanyRole) => json(200, { id: 3, name: "Northwind Analytics", role, actions: actionsOf(role), billing: null });
const page = (
  <RequireCompanyMay action="needs.create" doing="ask for a shortlist" title="Start your shortlist">
    <form aria-label="The need" />
  </RequireCompanyMay>
);

describe("RequireCompanyMay", () => {
  it("tells a viewer their role does not ask for a shortlist, with no form", async () => {
    stubFetch({ "GET /api/company": companyOf("viewer") });
    renderWithApp(page);
    expect(await screen.findByText(/does not ask for a shortlist/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Start your shortlist" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "The need" })).toBeNull();
  });

  it("shows nothing while the company is read, then the form to a hiring member", async () => {
    const company = deferred();
    stubFetch({ "GET /api/company": () => company.reply });
    renderWithApp(page);
    expect(screen.getByLabelText("Loading what your role allows")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "The need" })).toBeNull();
    company.resolve(companyOf("hiring"));
    expect(await screen.findByRole("form", { name: "The need" })).toBeTruthy();
    expect(screen.queryByText(/does not ask for a shortlist/)).toBeNull();
  });
});
