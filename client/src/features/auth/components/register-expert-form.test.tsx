// The expert sign-up form (SPEC.md "/register/expert", sections 5 and 8): the field rules of the
// shared contract, the password confirmation, what is sent, and what each server answer shows.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PASSWORD_MESSAGES } from "@shared/constants";
import type { PublicUser } from "@shared/contracts/auth";
import { apiError, json, sentTo, stubFetch, validationError, type Routes } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp } from "@/test/render";
import { RegisterExpertForm } from "./register-expert-form";

const expertUser = publicUser({ id: 31, username: "grace.h", email: "grace@example.com", firstName: "Grace", lastName: "Hopper", userType: "expert" });
const registered = () => json(201, { success: true, user: expertUser });
const signedIn = () => json(200, loginAnswer(expertUser));

function renderForm(routes: Routes) {
  const requests = stubFetch(routes);
  const onComplete = vi.fn<(result: { signedIn: boolean; user: PublicUser }) => void>();
  const view = renderWithApp(<RegisterExpertForm onComplete={onComplete} />, { path: "/register/expert" });
  const field = (label: string) => screen.getByLabelText(label);
  return {
    ...view,
    requests,
    onComplete,
    field,
    async fill(values: Record<string, string>) {
      for (const [label, value] of Object.entries(values)) {
        const control = field(label);
        if (control.tagName === "SELECT") await view.user.selectOptions(control, value);
        else await view.user.type(control, value);
      }
    },
    submit: () => view.user.click(screen.getByRole("button", { name: "Create Expert Account" })),
  };
}

const VALID = {
  "First Name": "Grace",
  "Last Name": "Hopper",
  Specialization: "ML Engineer",
  Email: "grace@example.com",
  Username: "grace.h",
  Password: "s3cret-pass",
  "Confirm Password": "s3cret-pass",
};

describe("RegisterExpertForm: rules", () => {
  it("names every missing required field and sends nothing", async () => {
    const form = renderForm({});
    await form.submit();

    expect(await findFieldError(form.field("First Name"))).toBe("First name is required");
    expect(await findFieldError(form.field("Last Name"))).toBe("Last name is required");
    expect(await findFieldError(form.field("Specialization"))).toBe("Please choose a specialization");
    expect(await findFieldError(form.field("Email"))).toBe("Email is required");
    expect(await findFieldError(form.field("Username"))).toBe("Username must be at least 3 characters");
    expect(await findFieldError(form.field("Password"))).toBe("Password must be at least 8 characters");
    expect(await findFieldError(form.field("Confirm Password"))).toBe("Please confirm your password");
    expect(form.requests).toHaveLength(0);
  });

  it("offers the seven roles of SPEC.md section 1 as specializations", () => {
    const form = renderForm({});
    const values = within(form.field("Specialization"))
      .getAllByRole("option")
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual([
      "",
      "Data Engineer",
      "ML Engineer",
      "AI Engineer",
      "Analytics Engineer",
      "Data Scientist",
      "Data Platform Engineer",
      "MLOps Engineer",
    ]);
  });

  it("refuses a malformed e-mail address", async () => {
    const form = renderForm({});
    await form.fill({ ...VALID, Email: "grace.example.com" });
    await form.submit();

    expect(await findFieldError(form.field("Email"))).toBe("Please enter a valid email address");
    expect(form.requests).toHaveLength(0);
  });

  it("refuses a username with spaces or other signs", async () => {
    const form = renderForm({});
    await form.fill({ ...VALID, Username: "grace hopper!" });
    await form.submit();

    expect(await findFieldError(form.field("Username"))).toBe("Username may contain letters, numbers, dots, dashes and underscores only");
    expect(form.requests).toHaveLength(0);
  });

  it("refuses a username shorter than 3 characters", async () => {
    const form = renderForm({});
    await form.fill({ ...VALID, Username: "gh" });
    await form.submit();

    expect(await findFieldError(form.field("Username"))).toBe("Username must be at least 3 characters");
    expect(form.requests).toHaveLength(0);
  });

  it("asks for at least 8 characters of password, as its hint says", async () => {
    const form = renderForm({});
    await form.fill({ ...VALID, Password: "1234567", "Confirm Password": "1234567" });
    await form.submit();

    expect(await findFieldError(form.field("Password"))).toBe("Password must be at least 8 characters");
    expect(form.requests).toHaveLength(0);
    expect(screen.getByText(PASSWORD_MESSAGES.rule)).toBeTruthy();
  });

  it("says the passwords do not match, in a toast and on the confirmation field, and sends nothing", async () => {
    const form = renderForm({});
    await form.fill({ ...VALID, "Confirm Password": "s3cres" });
    await form.submit();

    expect(await findToast()).toEqual({ title: "Password mismatch", description: "Passwords do not match. Please try again." });
    expect(await findFieldError(form.field("Confirm Password"))).toBe("Passwords do not match. Please try again.");
    expect(form.requests).toHaveLength(0);
  });
});

describe("RegisterExpertForm: sending", () => {
  it("registers with SPEC's fields (e-mail lowercased, username trimmed), then signs in with the username", async () => {
    const form = renderForm({ "POST /api/auth/register/expert": registered(), "POST /api/auth/login": signedIn() });
    await form.fill({ ...VALID, Email: "Grace@Example.com", Username: " grace.h " });
    await form.submit();

    await waitFor(() => expect(form.onComplete).toHaveBeenCalled());
    expect(form.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/auth/register/expert", "POST /api/auth/login"]);
    expect(form.requests[0].body).toEqual({
      username: "grace.h",
      password: "s3cret-pass",
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      specialization: "ML Engineer",
      userType: "expert",
    });
    expect(form.requests[1].body).toEqual({ username: "grace.h", password: "s3cret-pass" });
  });

  it("on success says the profile is under review and reports the expert signed in", async () => {
    const form = renderForm({ "POST /api/auth/register/expert": registered(), "POST /api/auth/login": signedIn() });
    await form.fill(VALID);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration successful", description: "Welcome! Your profile is now under review." });
    expect(form.onComplete).toHaveBeenCalledWith({ signedIn: true, user: expertUser });
    expect(window.localStorage.getItem("userToken")).toBe("token-abc");
  });

  it("when the automatic sign-in fails, says the account was created and reports it as not signed in", async () => {
    const form = renderForm({
      "POST /api/auth/register/expert": registered(),
      "POST /api/auth/login": apiError(401, "unauthorized", "Invalid username or password"),
    });
    await form.fill(VALID);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Account created", description: "Registration successful... Please log in to continue." });
    expect(form.onComplete).toHaveBeenCalledWith({ signedIn: false, user: expertUser });
  });
});

describe("RegisterExpertForm: server refusals", () => {
  it("shows the server's message for a 409 (username or e-mail taken) and does not sign in", async () => {
    const form = renderForm({
      "POST /api/auth/register/expert": apiError(409, "conflict", "An account with this username already exists."),
    });
    await form.fill(VALID);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration failed", description: "An account with this username already exists." });
    expect(sentTo(form.requests, "POST /api/auth/login")).toHaveLength(0);
    expect(form.onComplete).not.toHaveBeenCalled();
  });

  it("puts the issues of a 400 on their fields", async () => {
    const form = renderForm({
      "POST /api/auth/register/expert": validationError([{ path: "username", message: "Must not contain NUL characters" }]),
    });
    await form.fill(VALID);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration failed", description: "username: Must not contain NUL characters" });
    expect(await findFieldError(form.field("Username"))).toBe("Must not contain NUL characters");
    expect(fieldError(form.field("Email"))).toBeNull();
  });

  it("falls back to 'Username may already exist...' when the answer carries no message", async () => {
    const form = renderForm({ "POST /api/auth/register/expert": new Response("", { status: 500, statusText: "Internal Server Error" }) });
    await form.fill(VALID);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration failed", description: "Username may already exist. Please try a different one." });
  });
});
