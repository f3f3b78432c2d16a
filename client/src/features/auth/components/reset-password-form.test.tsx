// The 'set a new password' screen: the sign-up rules, the confirmation, and a bad link's message.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { findFieldError, renderWithApp } from "@/test/render";
import { ResetPasswordForm } from "./reset-password-form";

function renderForm(routes: Parameters<typeof stubFetch>[0] = {}, token: string | null = "link-token") {
  const requests = stubFetch(routes);
  const view = renderWithApp(<ResetPasswordForm token={token} />, { path: "/reset-password" });
  const fill = async (password: string, confirm = password) => {
    await view.user.type(screen.getByLabelText("New password"), password);
    await view.user.type(screen.getByLabelText("Confirm new password"), confirm);
    await view.user.click(screen.getByRole("button", { name: "Set new password" }));
  };
  return { ...view, requests, fill };
}

describe("ResetPasswordForm", () => {
  it("holds the password to the sign-up rules and checks the confirmation, sending nothing", async () => {
    const { fill, requests } = renderForm();
    await fill("abc", "abd");
    expect(await findFieldError(screen.getByLabelText("New password"))).toBe("Password must be at least 8 characters");
    expect(screen.getByText(PASSWORD_MESSAGES.rule)).toBeTruthy();
    expect(await findFieldError(screen.getByLabelText("Confirm new password"))).toBe(MESSAGES.passwordMismatch.description);
    expect(requests).toHaveLength(0);
  });

  it("sends the token and the password, then offers to sign in", async () => {
    const { fill, requests } = renderForm({ "POST /api/auth/password-reset": json(200, { success: true, message: ACCOUNT_MESSAGES.passwordReset }) });
    await fill("new-pass-1");
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeTruthy();
    expect(sentTo(requests, "POST /api/auth/password-reset")[0].body).toEqual({ token: "link-token", password: "new-pass-1" });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("says plainly when the link has expired, and offers a new one", async () => {
    const { fill } = renderForm({ "POST /api/auth/password-reset": apiError(400, "link_expired", ACCOUNT_MESSAGES.linkExpired, [{ path: "token", message: ACCOUNT_MESSAGES.linkExpired }]) });
    await fill("new-pass-1");
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("without a token shows the bad-link message at once", () => {
    renderForm({}, null);
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });
});
