// The /register/client flow (SPEC.md "/register/client"): register, sign in, save the company
// profile (a failure there does not block), then the client dashboard; without sign-in, /login.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, sentTo, stubFetch, type Routes } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import RegisterClientPage from "./register-client";

const client = publicUser({ userType: "client", username: null });

async function signUp(routes: Routes) {
  const requests = stubFetch(routes);
  const view = renderWithApp(<RegisterClientPage />, { path: "/register/client" });
  const { user } = view;
  await user.type(screen.getByLabelText("First Name"), "Ada");
  await user.type(screen.getByLabelText("Last Name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "s3cret-pass");
  await user.type(screen.getByLabelText("Confirm Password"), "s3cret-pass");
  await user.type(screen.getByLabelText("Company Name"), "Analytical Engines Ltd");
  await user.selectOptions(screen.getByLabelText("Budget Range"), "$15k-$30k");
  await user.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(view.history.length).toBeGreaterThan(1));
  return { ...view, requests };
}

describe("RegisterClientPage", () => {
  it("saves the company profile after signing in, then opens the client dashboard", async () => {
    const view = await signUp({
      "POST /api/auth/register/client": json(201, { success: true, user: client }),
      "POST /api/auth/login": json(200, loginAnswer(client, "tok-9")),
      "POST /api/client/profile": json(200, { success: true, profile: {} }),
    });

    expect(view.history).toEqual(["/register/client", "/client/dashboard"]);
    const [profile] = sentTo(view.requests, "POST /api/client/profile");
    expect(profile.headers.authorization).toBe("Bearer tok-9");
    expect(profile.body).toEqual({
      companyName: "Analytical Engines Ltd",
      companySize: null,
      industry: null,
      companyLocation: null,
      website: null,
      typicalProjectDuration: null,
      preferredTeamSize: null,
      budgetRange: "$15k-$30k",
      urgency: null,
    });
  });

  it("still opens the dashboard when saving the profile fails", async () => {
    const view = await signUp({
      "POST /api/auth/register/client": json(201, { success: true, user: client }),
      "POST /api/auth/login": json(200, loginAnswer(client)),
      "POST /api/client/profile": apiError(500, "internal_error", "Something went wrong on our side. Please try again."),
    });
    expect(view.currentPath()).toBe("/client/dashboard");
  });

  it("goes to /login, without saving a profile, when the automatic sign-in fails", async () => {
    const view = await signUp({
      "POST /api/auth/register/client": json(201, { success: true, user: client }),
      "POST /api/auth/login": apiError(401, "unauthorized", "Invalid username or password"),
    });
    expect(view.history).toEqual(["/register/client", "/login"]);
    expect(sentTo(view.requests, "POST /api/client/profile")).toHaveLength(0);
  });
});
