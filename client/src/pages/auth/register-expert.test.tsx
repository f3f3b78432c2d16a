// The /register/expert flow (SPEC.md "/register/expert"): on success the expert dashboard; when
// the automatic sign-in fails, /login.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, stubFetch, type Routes } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import RegisterExpertPage from "./register-expert";

const expert = publicUser({ username: "grace.h", userType: "expert" });

async function signUp(routes: Routes) {
  stubFetch(routes);
  const view = renderWithApp(<RegisterExpertPage />, { path: "/register/expert" });
  const { user } = view;
  await user.type(screen.getByLabelText("First Name"), "Grace");
  await user.type(screen.getByLabelText("Last Name"), "Hopper");
  await user.selectOptions(screen.getByLabelText("Specialization"), "Data Engineer");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.type(screen.getByLabelText("Username"), "grace.h");
  await user.type(screen.getByLabelText("Password"), "s3cret-pass");
  await user.type(screen.getByLabelText("Confirm Password"), "s3cret-pass");
  await user.click(screen.getByRole("button", { name: "Create Expert Account" }));
  await waitFor(() => expect(view.history.length).toBeGreaterThan(1));
  return view;
}

describe("RegisterExpertPage", () => {
  it("opens the expert dashboard after signing up", async () => {
    const view = await signUp({
      "POST /api/auth/register/expert": json(201, { success: true, user: expert }),
      "POST /api/auth/login": json(200, loginAnswer(expert)),
    });
    expect(view.history).toEqual(["/register/expert", "/expert/dashboard"]);
  });

  it("goes to /login when the automatic sign-in fails", async () => {
    const view = await signUp({
      "POST /api/auth/register/expert": json(201, { success: true, user: expert }),
      "POST /api/auth/login": apiError(401, "unauthorized", "Invalid username or password"),
    });
    expect(view.history).toEqual(["/register/expert", "/login"]);
  });
});
