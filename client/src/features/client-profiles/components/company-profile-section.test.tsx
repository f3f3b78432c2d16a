// The client dashboard's "Company & working day": the saved profile in brief, the sign-up form's
// company fields and options, the working day's checks, and the save through POST /api/client/profile.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { SavedClientProfile } from "@shared/contracts/client-profiles";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { findFieldError, findToast, renderWithApp } from "@/test/render";
import { CompanyProfileSection } from "./company-profile-section";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const saved: SavedClientProfile = {
  userId: 12,
  companyName: "Northwind Analytics",
  companySize: "51-200",
  industry: "FinTech",
  companyLocation: "London, UK",
  website: null,
  typicalProjectDuration: null,
  preferredTeamSize: null,
  budgetRange: null,
  urgency: null,
  timeZone: "America/New_York",
  workStart: "08:30",
  workEnd: "16:30",
  updatedAt: "2031-03-01T10:00:00.000Z",
};

const summary = () => Object.fromEntries(Array.from(document.querySelectorAll("dt")).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe("CompanyProfileSection", () => {
  it("sums up the saved company and working day", async () => {
    stubFetch({ "GET /api/client/profile": json(200, saved) });
    renderWithApp(<CompanyProfileSection />);

    await screen.findByText("Northwind Analytics · FinTech · 51-200 employees · London, UK");
    expect(summary()).toMatchObject({ "Time zone": expect.stringMatching(/^America\/New_York \(GMT-[45]\)$/), "Working day": "08:30–16:30" });
  });

  it("starts a profile never saved from the browser's zone", async () => {
    stubFetch({ "GET /api/client/profile": json(200, { ...saved, companyName: null, industry: null, companySize: null, companyLocation: null, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", updatedAt: null }) });
    renderWithApp(<CompanyProfileSection />);

    await screen.findByText("Not added yet");
    // The tests run in UTC.
    expect(summary()["Time zone"]).toMatch(/^UTC \(GMT(\+0)?\) · from your browser$/);
    expect(screen.getByRole("button", { name: "Add details of your company and working day" })).toBeTruthy();
  });

  it("edits with the sign-up form's fields and options, checks the working day, and saves", async () => {
    const requests = stubFetch({
      "GET /api/client/profile": json(200, saved),
      "POST /api/client/profile": (r) => json(200, { success: true, profile: { ...saved, ...(r.body as object), updatedAt: "2031-03-10T10:00:00.000Z" } }),
    });
    const view = renderWithApp(<CompanyProfileSection />);
    await view.user.click(await screen.findByRole("button", { name: /^Edit/ }));
    const form = screen.getByRole("form", { name: "Company & working day" });
    const field = (label: string) => within(form).getByLabelText(label, { exact: true }) as HTMLInputElement;

    expect(within(field("Company Size")).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual(["", "1-10", "11-50", "51-200", "200+"]);
    expect(field("Company Name").value).toBe("Northwind Analytics");
    expect(field("Time zone").value).toBe("America/New_York");
    await view.user.clear(field("Work end"));
    await view.user.type(field("Work end"), "08:00");
    await view.user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await findFieldError(field("Work end"))).toBe("Work end must be after work start");
    expect(sentTo(requests, "POST /api/client/profile")).toHaveLength(0);

    await view.user.clear(field("Work end"));
    await view.user.type(field("Work end"), "17:30");
    await view.user.selectOptions(field("Urgency"), "ASAP");
    await view.user.click(within(form).getByRole("button", { name: "Save" }));

    expect(await findToast()).toEqual({ title: "Profile saved", description: "Your company and working day are up to date." });
    expect(sentTo(requests, "POST /api/client/profile")[0].body).toEqual({
      companyName: "Northwind Analytics",
      companySize: "51-200",
      industry: "FinTech",
      companyLocation: "London, UK",
      website: null,
      typicalProjectDuration: null,
      preferredTeamSize: null,
      budgetRange: null,
      urgency: "ASAP",
      timeZone: "America/New_York",
      workStart: "08:30",
      workEnd: "17:30",
    });
    await waitFor(() => expect(summary()["Working day"]).toBe("08:30–17:30"));
  });

  it("leaves the company's facts out of the form for a member who may not change them, and sends them as they are", async () => {
    const requests = stubFetch({
      "GET /api/client/profile": json(200, saved),
      "POST /api/client/profile": (r) => json(200, { success: true, profile: { ...saved, ...(r.body as object) } }),
    });
    const view = renderWithApp(<CompanyProfileSection companyEditable={false} />);
    view.queryClient.setQueryData(["/api/company"], { name: "Northwind Analytics" });
    await view.user.click(await screen.findByRole("button", { name: /^Edit/ }));
    const form = screen.getByRole("form", { name: "Company & working day" });
    expect(within(form).queryByRole("group", { name: "Company Information" })).toBeNull();
    expect(within(form).getByText(/changed by its owners/)).toBeTruthy();
    await view.user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sentTo(requests, "POST /api/client/profile")).toHaveLength(1));
    expect(sentTo(requests, "POST /api/client/profile")[0].body).toMatchObject({ companyName: "Northwind Analytics", industry: "FinTech", companySize: "51-200", companyLocation: "London, UK" });
    // The company's name, read elsewhere, is read again.
    await waitFor(() => expect(view.queryClient.getQueryState(["/api/company"])?.isInvalidated).toBe(true));
  });
});
