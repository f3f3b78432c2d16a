// The sign-in form (SPEC.md "/login", sections 5 and 8): required fields, what is sent for a
// username or an e-mail address, and what the user is told on each answer.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, deferred, json, sentTo, stubFetch } from "@/test/fetch";
import { loginAnswer, publicUser } from "@/test/fixtures";
import { fieldError, findFieldError, findToast, renderWithApp, shownToasts } from "@/test/render";
import { LoginForm } from "./login-form";

function renderForm() {
  const onSuccess = vi.fn();
  const view = renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: "/login" });
  return {
    ...view,
    onSuccess,
    username: () => screen.getByLabelText("Username"),
    password: () => screen.getByLabelText("Password"),
    submit: () => view.user.click(screen.getByRole("button", { name: "Sign In" })),
  };
}

describe("LoginForm", () => {
  it("requires a username and a password and sends nothing until both are given", async () => {
    const requests = stubFetch({});
    const form = renderForm();

    await form.submit();

    expect(await findFieldError(form.username())).toBe("Username is required");
    expect(await findFieldError(form.password())).toBe("Password is required");
    expect(requests).toHaveLength(0);
    expect(form.onSuccess).not.toHaveBeenCalled();
  });

  it("treats a username of spaces as missing", async () => {
    const requests = stubFetch({});
    const form = renderForm();

    await form.user.type(form.username(), "   ");
    await form.user.type(form.password(), "secret1");
    await form.submit();

    expect(await findFieldError(form.username())).toBe("Username is required");
    expect(fieldError(form.password())).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("sends a username as {username, password} in a JSON POST to /api/auth/login", async () => {
    const requests = stubFetch({ "POST /api/auth/login": json(200, loginAnswer(publicUser({ userType: "expert" }))) });
    const form = renderForm();

    await form.user.type(form.username(), "  Ada.L  ");
    await form.user.type(form.password(), " pass word ");
    await form.submit();

    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/auth/login" });
    expect(requests[0].headers["content-type"]).toBe("application/json");
    // The username is trimmed but keeps its case; the password is sent exactly as typed.
    expect(requests[0].body).toEqual({ username: "Ada.L", password: " pass word " });
  });

  it("sends an identifier with '@' as {email, password}, the address lowercased", async () => {
    const requests = stubFetch({ "POST /api/auth/login": json(200, loginAnswer(publicUser())) });
    const form = renderForm();

    await form.user.type(form.username(), " Ada@Example.COM ");
    await form.user.type(form.password(), "secret1");
    await form.submit();

    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled());
    expect(sentTo(requests, "POST /api/auth/login").map((r) => r.body)).toEqual([{ email: "ada@example.com", password: "secret1" }]);
  });

  it("on success says welcome, stores the session and hands the user on", async () => {
    const user = publicUser({ firstName: "Ada", userType: "client" });
    stubFetch({ "POST /api/auth/login": json(200, loginAnswer(user, "tok-1")) });
    const form = renderForm();

    await form.user.type(form.username(), "ada@example.com");
    await form.user.type(form.password(), "secret1");
    await form.submit();

    expect(await findToast()).toEqual({ title: "Login successful", description: "Welcome back, Ada!" });
    expect(form.onSuccess).toHaveBeenCalledTimes(1);
    expect(form.onSuccess).toHaveBeenCalledWith(user);
    expect(JSON.parse(window.localStorage.getItem("user") ?? "null")).toEqual(user);
    expect(window.localStorage.getItem("userToken")).toBe("tok-1");
  });

  it("shows SPEC's message on wrong credentials (401), keeps what was typed and stays signed out", async () => {
    stubFetch({ "POST /api/auth/login": apiError(401, "unauthorized", "Invalid username or password") });
    const form = renderForm();

    await form.user.type(form.username(), "ada");
    await form.user.type(form.password(), "wrong-password");
    await form.submit();

    expect(await findToast()).toEqual({ title: "Login failed", description: "Invalid username or password. Please try again." });
    expect(form.onSuccess).not.toHaveBeenCalled();
    expect(form.username()).toHaveProperty("value", "ada");
    expect(form.password()).toHaveProperty("value", "wrong-password");
    expect(window.localStorage.getItem("userToken")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
  });

  it("passes on the server's message when sign-in is throttled (429)", async () => {
    stubFetch({
      "POST /api/auth/login": apiError(429, "too_many_requests", "Too many failed sign-in attempts. Please wait a few minutes and try again."),
    });
    const form = renderForm();

    await form.user.type(form.username(), "ada");
    await form.user.type(form.password(), "wrong-password");
    await form.submit();

    expect(await findToast()).toEqual({
      title: "Login failed",
      description: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    });
  });

  it("says the network is down when the request never reaches the server", async () => {
    stubFetch({ "POST /api/auth/login": () => Promise.reject(new TypeError("Failed to fetch")) });
    const form = renderForm();

    await form.user.type(form.username(), "ada");
    await form.user.type(form.password(), "secret1");
    await form.submit();

    expect(await findToast()).toEqual({ title: "Login failed", description: "Network error. Please check your connection and try again." });
  });

  it("reads 'Signing in...' and cannot be sent twice while the request is in flight", async () => {
    const answer = deferred();
    const requests = stubFetch({ "POST /api/auth/login": () => answer.reply });
    const form = renderForm();

    await form.user.type(form.username(), "ada");
    await form.user.type(form.password(), "secret1");
    await form.submit();

    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect(busy).toHaveProperty("disabled", true);
    await form.user.click(busy);
    expect(requests).toHaveLength(1);

    answer.resolve(json(200, loginAnswer(publicUser())));
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled());
    expect(shownToasts()).toEqual([{ title: "Login successful", description: "Welcome back, Ada!" }]);
  });

  it("shows and hides the password", async () => {
    stubFetch({});
    const form = renderForm();

    expect(form.password()).toHaveProperty("type", "password");
    await form.user.click(screen.getByRole("button", { name: "Show password" }));
    expect(form.password()).toHaveProperty("type", "text");
    await form.user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(form.password()).toHaveProperty("type", "password");
  });
});
