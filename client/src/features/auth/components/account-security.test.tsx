// The 'Account' card of the dashboards: the password change (its server errors on their fields),
// the e-mail change, and signing out everywhere.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@shared/constants";
import { STORAGE_KEYS, readItem, writeItem } from "@/lib/storage";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { findFieldError, findToast, renderWithApp } from "@/test/render";
import { AccountSecurity } from "./account-security";

const ACCOUNT = { email: "ada@example.test", emailVerified: true, emailVerifiedAt: "2026-11-01T00:00:00.000Z" };

function renderCard(routes: Parameters<typeof stubFetch>[0] = {}) {
  writeItem(STORAGE_KEYS.user, JSON.stringify(publicUser({ email: ACCOUNT.email })));
  writeItem(STORAGE_KEYS.userToken, "old-token");
  const requests = stubFetch({ "GET /api/auth/account": json(200, ACCOUNT), ...routes });
  const view = renderWithApp(<AccountSecurity />, { path: "/client/dashboard" });
  return { ...view, requests };
}

describe("changing the password", () => {
  it("checks the confirmation before sending anything", async () => {
    const { user, requests } = renderCard();
    await user.type(screen.getAllByLabelText("Current password")[0], "old-pass-1");
    await user.type(screen.getByLabelText("New password"), "new-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-pass-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await findFieldError(screen.getByLabelText("Confirm new password"))).toBe(MESSAGES.passwordMismatch.description);
    expect(sentTo(requests, "POST /api/auth/password")).toHaveLength(0);
  });

  it("puts the server's answer on the field it names, and keeps the new token on success", async () => {
    let calls = 0;
    const { user, requests } = renderCard({
      "POST /api/auth/password": () => {
        calls += 1;
        return calls === 1
          ? apiError(401, "wrong_password", "Your current password is not correct.", [{ path: "currentPassword", message: "Your current password is not correct." }])
          : json(200, { success: true, token: "fresh-token" });
      },
    });
    const current = screen.getAllByLabelText("Current password")[0];
    await user.type(current, "wrong-pass");
    await user.type(screen.getByLabelText("New password"), "new-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-pass-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await findFieldError(current)).toBe("Your current password is not correct.");

    await user.clear(current);
    await user.type(current, "right-pass");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await findToast()).title).toBe("Your password has been changed.");
    expect(sentTo(requests, "POST /api/auth/password").at(-1)?.body).toEqual({ currentPassword: "right-pass", newPassword: "new-pass-1" });
    expect(readItem(STORAGE_KEYS.userToken)).toBe("fresh-token");
  });
});

describe("changing the e-mail address", () => {
  it("shows the address now, and a taken address on its field", async () => {
    const { user } = renderCard({
      "PUT /api/auth/email": apiError(409, "conflict", "An account with this email already exists.", [{ path: "email", message: "An account with this email already exists." }]),
    });
    expect(await screen.findByText(/Now: ada@example.test \(verified\)/)).toBeTruthy();
    const email = screen.getByLabelText("New e-mail address");
    await user.type(email, "taken@example.test");
    await user.type(screen.getAllByLabelText("Current password")[1], "pass-1234");
    await user.click(screen.getByRole("button", { name: "Change e-mail address" }));
    expect(await findFieldError(email)).toBe("An account with this email already exists.");
  });
});

describe("signing out everywhere", () => {
  it("ends the sign-in here too and lands on /login", async () => {
    const { user, requests, currentPath } = renderCard({ "POST /api/auth/sign-out-everywhere": new Response(null, { status: 204 }) });
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(sentTo(requests, "POST /api/auth/sign-out-everywhere")).toHaveLength(1);
    expect(readItem(STORAGE_KEYS.userToken)).toBeNull();
    expect(readItem(STORAGE_KEYS.user)).toBeNull();
  });
});
