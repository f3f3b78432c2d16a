// The client area's navigation names the company the signed-in client acts for, read from
// GET /api/company; an expert has no client area.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { ClientAreaNav } from "./client-nav";

const signIn = (userType: "client" | "expert") => {
  window.localStorage.setItem("user", JSON.stringify(publicUser({ id: 12, userType })));
  window.localStorage.setItem("userToken", `${userType}-token`);
};

describe("ClientAreaNav", () => {
  it("names the client's company at the head of the client area", async () => {
    signIn("client");
    stubFetch({ "GET /api/company": () => json(200, { id: 3, name: "Northwind Analytics", role: "hiring", actions: ["company.read"], billing: null }) });
    renderWithApp(<ClientAreaNav />, { path: "/client/engagements" });
    const nav = screen.getByRole("navigation", { name: "Client area" });
    // The name's place is held while it loads, so the links after it do not move when it arrives.
    const place = nav.querySelector("li");
    expect(place?.getAttribute("aria-hidden")).toBe("true");
    expect(place?.className).toMatch(/(^| )w-\[/);
    const name = await within(nav).findByText("Northwind Analytics");
    expect(name.closest("li")).toBe(place);
    expect(name.closest("li")?.textContent).toBe("Company: Northwind Analytics");
    expect(within(nav).getByRole("link", { name: "Engagements" }).getAttribute("aria-current")).toBe("page");
  });

  it("is not there for an expert, who reads no company", () => {
    signIn("expert");
    const requests = stubFetch({});
    renderWithApp(<ClientAreaNav />, { path: "/expert/dashboard" });
    expect(screen.queryByRole("navigation", { name: "Client area" })).toBeNull();
    expect(sentTo(requests, "GET /api/company")).toEqual([]);
  });
});
