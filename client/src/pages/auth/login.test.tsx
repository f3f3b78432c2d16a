// Where /login sends a user after signing in (SPEC.md "/login"): client to /client/dashboard,
// expert to /expert/dashboard, anyone else to /; a ?next= path on this site wins.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/contracts/auth";
import { json, stubFetch } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import LoginPage from "./login";

async function signInAs(user: PublicUser, path = "/login") {
  stubFetch({ "POST /api/auth/login": json(200, loginAnswer(user)) });
  const view = renderWithApp(<LoginPage />, { path });
  await view.user.type(screen.getByLabelText("Username"), user.username ?? user.email);
  await view.user.type(screen.getByLabelText("Password"), "secret1");
  await view.user.click(screen.getByRole("button", { name: "Sign In" }));
  await waitFor(() => expect(view.history.length).toBeGreaterThan(1));
  return view;
}

describe("LoginPage redirect after sign-in", () => {
  it.each([
    ["client", "/client/dashboard"],
    ["expert", "/expert/dashboard"],
    ["candidate", "/"],
  ] as const)("sends a %s to %s", async (userType, target) => {
    const view = await signInAs(publicUser({ userType }));
    expect(view.history).toEqual(["/login", target]);
  });

  it("goes to the ?next= path when it is a path on this site", async () => {
    const view = await signInAs(publicUser({ userType: "candidate" }), "/login?next=%2Fcandidate%2Fprofile");
    expect(view.currentPath()).toBe("/candidate/profile");
  });

  it("ignores a ?next= that points to another site", async () => {
    const view = await signInAs(publicUser({ userType: "expert" }), "/login?next=%2F%2Fevil.example%2F");
    expect(view.currentPath()).toBe("/expert/dashboard");
  });

  it("links to client sign-up and back home", () => {
    stubFetch({});
    renderWithApp(<LoginPage />, { path: "/login" });
    expect(screen.getByRole("link", { name: "Create a client account" }).getAttribute("href")).toBe("/register/client");
    expect(screen.getByRole("link", { name: /Back to home/ }).getAttribute("href")).toBe("/");
  });
});
