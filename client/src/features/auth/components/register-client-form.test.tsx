// The client sign-up form (SPEC.md "/register/client", sections 5 and 8): the field rules of the
// shared contract, the password confirmation, what is sent, and what each server answer shows.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch, validationError, type Routes } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp } from "@/test/render";
import { PASSWORD_MESSAGES } from "@shared/constants";
import { RegisterClientForm, type RegisterClientResult } from "./register-client-form";

const registered = () => json(201, { success: true, user: publicUser({ userType: "client", username: null }) });
const signedIn = () => json(200, loginAnswer(publicUser({ userType: "client", username: null })));

function renderForm(routes: Routes) {
  const requests = stubFetch(routes);
  const onComplete = vi.fn<(result: RegisterClientResult) => void>();
  const view = renderWithApp(<RegisterClientForm onComplete={onComplete} />, { path: "/register/client" });
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
    submit: () => view.user.click(screen.getByRole("button", { name: "Create Account" })),
  };
}

const REQUIRED = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Email: "ada@example.com",
  Password: "s3cret-pass",
  "Confirm Password": "s3cret-pass",
};

const optionValues = (select: HTMLElement) => within(select).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);

describe("RegisterClientForm: rules", () => {
  it("names every missing required field and sends nothing", async () => {
    const form = renderForm({});
    await form.submit();

    expect(await findFieldError(form.field("First Name"))).toBe("First name is required");
    expect(await findFieldError(form.field("Last Name"))).toBe("Last name is required");
    expect(await findFieldError(form.field("Email"))).toBe("Email is required");
    expect(await findFieldError(form.field("Password"))).toBe("Password must be at least 8 characters");
    expect(await findFieldError(form.field("Confirm Password"))).toBe("Please confirm your password");
    // The company and preference fields are optional.
    for (const label of ["Company Name", "Company Size", "Industry", "Company Location", "Website", "Typical Project Duration", "Preferred Team Size", "Budget Range", "Urgency"]) {
      expect(fieldError(form.field(label)), label).toBeNull();
    }
    expect(form.requests).toHaveLength(0);
  });

  it("treats names made of spaces as missing", async () => {
    const form = renderForm({});
    await form.fill({ ...REQUIRED, "First Name": "   ", "Last Name": "  " });
    await form.submit();

    expect(await findFieldError(form.field("First Name"))).toBe("First name is required");
    expect(await findFieldError(form.field("Last Name"))).toBe("Last name is required");
    expect(form.requests).toHaveLength(0);
  });

  it("refuses an e-mail address without a domain", async () => {
    const form = renderForm({});
    await form.fill({ ...REQUIRED, Email: "ada@" });
    await form.submit();

    expect(await findFieldError(form.field("Email"))).toBe("Please enter a valid email address");
    expect(form.requests).toHaveLength(0);
  });

  it("says the password rule before anything is typed, and asks for at least 8 characters (7 are refused)", async () => {
    const form = renderForm({});
    // The rule is the password field's description from the start.
    const hint = screen.getByText(PASSWORD_MESSAGES.rule);
    expect(form.field("Password").getAttribute("aria-describedby")).toContain(hint.id);
    await form.fill({ ...REQUIRED, Password: "1234567", "Confirm Password": "1234567" });
    await form.submit();

    expect(await findFieldError(form.field("Password"))).toBe("Password must be at least 8 characters");
    expect(form.requests).toHaveLength(0);
  });

  it("shows the server's refusal of a common password on the password field", async () => {
    const form = renderForm({
      "POST /api/auth/register/client": apiError(400, "bad_request", PASSWORD_MESSAGES.tooCommon, [{ path: "password", message: PASSWORD_MESSAGES.tooCommon }]),
    });
    await form.fill({ ...REQUIRED, Password: "password123", "Confirm Password": "password123" });
    await form.submit();

    expect(await findFieldError(form.field("Password"))).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(form.onComplete).not.toHaveBeenCalled();
  });

  it("says the passwords do not match, in a toast and on the confirmation field, and sends nothing", async () => {
    const form = renderForm({});
    await form.fill({ ...REQUIRED, "Confirm Password": "secret2" });
    await form.submit();

    expect(await findToast()).toEqual({ title: "Password mismatch", description: "Passwords do not match. Please try again." });
    expect(await findFieldError(form.field("Confirm Password"))).toBe("Passwords do not match. Please try again.");
    expect(form.requests).toHaveLength(0);
  });

  it("refuses a website that is not an http(s) address", async () => {
    const form = renderForm({});
    await form.fill({ ...REQUIRED, Website: "ftp://example.com" });
    await form.submit();

    expect(await findFieldError(form.field("Website"))).toBe("Must be a valid http(s) URL");
    expect(form.requests).toHaveLength(0);
  });

  it("offers SPEC.md's option lists, each with an empty first choice", () => {
    const form = renderForm({});
    expect(optionValues(form.field("Company Size"))).toEqual(["", "1-10", "11-50", "51-200", "200+"]);
    expect(within(form.field("Company Size")).getByRole("option", { name: "1-10 employees" })).toBeTruthy();
    const industries = optionValues(form.field("Industry"));
    expect(industries).toHaveLength(24);
    expect(industries[1]).toBe("SaaS");
    expect(industries.at(-1)).toBe("Other");
    expect(optionValues(form.field("Typical Project Duration"))).toEqual(["", "1-3 months", "3-6 months", "6-12 months", "12+ months"]);
    expect(optionValues(form.field("Preferred Team Size"))).toEqual(["", "1 person", "2-3 people", "4-5 people", "6+ people"]);
    expect(optionValues(form.field("Budget Range"))).toEqual(["", "Under $5k", "$5k-$15k", "$15k-$30k", "$30k-$50k", "$50k+"]);
    expect(optionValues(form.field("Urgency"))).toEqual(["", "ASAP", "Within 2 weeks", "Within 1 month", "Flexible"]);
  });
});

describe("RegisterClientForm: sending", () => {
  it("registers with the account fields and the browser's time zone (e-mail lowercased), then signs in with the e-mail", async () => {
    const form = renderForm({ "POST /api/auth/register/client": registered(), "POST /api/auth/login": signedIn() });
    await form.fill({ ...REQUIRED, Email: "Ada@Example.COM", "Company Name": "Analytical Engines Ltd", "Company Size": "11-50" });
    await form.submit();

    await waitFor(() => expect(form.onComplete).toHaveBeenCalled());
    expect(form.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/auth/register/client", "POST /api/auth/login"]);
    expect(form.requests[0].headers["content-type"]).toBe("application/json");
    // The tests run in UTC; the zone starts the client's working hours.
    expect(form.requests[0].body).toEqual({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "s3cret-pass", timeZone: "UTC", userType: "client" });
    expect(form.requests[1].body).toEqual({ email: "ada@example.com", password: "s3cret-pass" });
  });

  it("on success welcomes the client and hands over the company profile (blanks as null)", async () => {
    const form = renderForm({ "POST /api/auth/register/client": registered(), "POST /api/auth/login": signedIn() });
    await form.fill({
      ...REQUIRED,
      "Company Name": "  Analytical Engines Ltd ",
      "Company Size": "51-200",
      Industry: "FinTech",
      Website: "https://engines.example",
      Urgency: "ASAP",
    });
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration successful", description: "Welcome to Protea Talent, Ada!" });
    expect(form.onComplete).toHaveBeenCalledTimes(1);
    expect(form.onComplete).toHaveBeenCalledWith({
      signedIn: true,
      profile: {
        companyName: "Analytical Engines Ltd",
        companySize: "51-200",
        industry: "FinTech",
        companyLocation: null,
        website: "https://engines.example",
        typicalProjectDuration: null,
        preferredTeamSize: null,
        budgetRange: null,
        urgency: "ASAP",
      },
    });
    expect(window.localStorage.getItem("userToken")).toBe("token-abc");
  });

  it("when the automatic sign-in fails, says the account was created and reports it as not signed in", async () => {
    const form = renderForm({
      "POST /api/auth/register/client": registered(),
      "POST /api/auth/login": apiError(401, "unauthorized", "Invalid username or password"),
    });
    await form.fill(REQUIRED);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Account created", description: "Registration successful... Please log in to continue." });
    expect(form.onComplete).toHaveBeenCalledWith(expect.objectContaining({ signedIn: false }));
  });

  it("reads 'Creating account...' and is disabled while registering", async () => {
    const answer = deferred();
    const form = renderForm({ "POST /api/auth/register/client": () => answer.reply, "POST /api/auth/login": signedIn() });
    await form.fill(REQUIRED);
    await form.submit();

    expect((await screen.findByRole("button", { name: "Creating account..." })).hasAttribute("disabled")).toBe(true);
    answer.resolve(registered());
    await waitFor(() => expect(form.onComplete).toHaveBeenCalled());
  });
});

describe("RegisterClientForm: server refusals", () => {
  it("turns a 409 for an existing e-mail into SPEC's 'already exists' message and does not sign in", async () => {
    const form = renderForm({ "POST /api/auth/register/client": apiError(409, "conflict", "An account with this email already exists.") });
    await form.fill(REQUIRED);
    await form.submit();

    expect(await findToast()).toEqual({
      title: "Registration failed",
      description: "An account with this information already exists. Please check your details or try logging in.",
    });
    expect(sentTo(form.requests, "POST /api/auth/login")).toHaveLength(0);
    expect(form.onComplete).not.toHaveBeenCalled();
    expect(form.field("Email")).toHaveProperty("value", "ada@example.com");
  });

  it("puts the issues of a 400 on their fields and shows the server's message", async () => {
    const form = renderForm({
      "POST /api/auth/register/client": validationError([
        { path: "lastName", message: "Must not contain NUL characters" },
        { path: "email", message: "Email must be at most 254 characters" },
      ]),
    });
    await form.fill(REQUIRED);
    await form.submit();

    expect(await findToast()).toEqual({
      title: "Registration failed",
      description: "lastName: Must not contain NUL characters; email: Email must be at most 254 characters",
    });
    expect(await findFieldError(form.field("Last Name"))).toBe("Must not contain NUL characters");
    expect(await findFieldError(form.field("Email"))).toBe("Email must be at most 254 characters");
    expect(fieldError(form.field("First Name"))).toBeNull();
    expect(form.onComplete).not.toHaveBeenCalled();
  });

  it("falls back to 'Registration failed. Please try again.' when the answer carries no message", async () => {
    const form = renderForm({
      "POST /api/auth/register/client": new Response("<html><body>Bad Gateway</body></html>", { status: 502, headers: { "Content-Type": "text/html" } }),
    });
    await form.fill(REQUIRED);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration failed", description: "Registration failed. Please try again." });
  });

  it("says the network is down when the request never reaches the server", async () => {
    const form = renderForm({ "POST /api/auth/register/client": () => Promise.reject(new TypeError("Failed to fetch")) });
    await form.fill(REQUIRED);
    await form.submit();

    expect(await findToast()).toEqual({ title: "Registration failed", description: "Network error. Please check your connection and try again." });
  });
});
