// The admin sign-in's code step, and the set-up screen an admin gets while two-factor sign-in is
// mandatory (ADMIN_REQUIRE_2FA): what is sent, what is shown, and that the console opens after.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { findFieldError, renderWithApp } from "@/test/render";
import { AdminGate } from "./admin-gate";

const admin = publicUser({ id: 1, username: "admin", email: "admin@example.com", firstName: "Ada", lastName: "Admin", isAdmin: true });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';

function renderGate() {
  return renderWithApp(
    <AdminGate>
      <p>The console</p>
    </AdminGate>,
    { path: "/admin/dreamteam" },
  );
}

describe("admin sign-in with two-factor", () => {
  it("asks for the code after the password and opens the console once the code is right", async () => {
    const requests = stubFetch({
      "POST /api/admin/login": json(200, { twoFactorRequired: true, challenge: "ticket-1" }),
      "POST /api/admin/login/two-factor": (r) =>
        (r.body as { code: string }).code === "123456" ? json(200, { success: true, token: "admin-token", user: admin }) : apiError(401, "invalid_two_factor_code", "That code is not right."),
    });
    const view = renderGate();
    await view.user.type(screen.getByLabelText("Username"), "admin");
    await view.user.type(screen.getByLabelText("Password"), "secret-pass");
    await view.user.click(screen.getByRole("button", { name: "Sign In" }));

    const code = await screen.findByLabelText("Code");
    expect(screen.getByRole("heading", { name: "Two-factor sign-in" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await view.user.type(code, "999999");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await findFieldError(screen.getByLabelText("Code"))).toBe("That code is not right.");
    expect(screen.queryByText("The console")).toBeNull();

    await view.user.type(screen.getByLabelText("Code"), "123456");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The console")).toBeTruthy();
    expect(sentTo(requests, "POST /api/admin/login/two-factor").map((r) => r.body)).toEqual([
      { challenge: "ticket-1", code: "999999" },
      { challenge: "ticket-1", code: "123456" },
    ]);
    expect(window.localStorage.getItem("adminToken")).toBe("admin-token");
  });

  it("goes back to the password when the ticket has expired", async () => {
    stubFetch({
      "POST /api/admin/login": json(200, { twoFactorRequired: true, challenge: "ticket-2" }),
      "POST /api/admin/login/two-factor": apiError(401, "two_factor_challenge_expired", "Your sign-in has expired."),
    });
    const view = renderGate();
    await view.user.type(screen.getByLabelText("Username"), "admin");
    await view.user.type(screen.getByLabelText("Password"), "secret-pass");
    await view.user.click(screen.getByRole("button", { name: "Sign In" }));
    await view.user.type(await screen.findByLabelText("Code"), "123456");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });
});

describe("mandatory two-factor set-up", () => {
  it("shows the set-up instead of the console, then the recovery codes once, then the console", async () => {
    window.localStorage.setItem("adminToken", "old-token");
    let enrolled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const requests = stubFetch({
      "GET /api/admin/check-auth": () =>
        enrolled ? json(200, { authenticated: true, user: admin }) : apiError(403, "two_factor_enrolment_required", "Set up two-factor sign-in before you use the admin console."),
      "POST /api/admin/two-factor/setup": json(200, { secret: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", otpauthUrl: "otpauth://totp/x", qrSvg: SVG, issuer: "Protea Talent", label: "admin" }),
      "POST /api/admin/two-factor/confirm": () => {
        enrolled = true;
        return json(200, { success: true, recoveryCodes: codes, token: "new-token" });
      },
    });
    const view = renderGate();
    expect(await screen.findByRole("heading", { name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(screen.getByText(/before you use the admin console/)).toBeTruthy();
    // A 403 asking for the set-up keeps the admin signed in.
    expect(window.localStorage.getItem("adminToken")).toBe("old-token");

    // The password first: without it nothing is asked of the server.
    await view.user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await findFieldError(screen.getByLabelText("Your password"))).toBe("Enter your password to set up two-factor sign-in");
    expect(sentTo(requests, "POST /api/admin/two-factor/setup")).toHaveLength(0);
    await view.user.type(screen.getByLabelText("Your password"), "admin-pass-1");
    await view.user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(sentTo(requests, "POST /api/admin/two-factor/setup")[0].body).toEqual({ password: "admin-pass-1" });
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByTestId("two-factor-secret").textContent).toContain("ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567");

    await view.user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(await findFieldError(screen.getByLabelText("Code from the app"))).toMatch(/6-digit code/);
    expect(sentTo(requests, "POST /api/admin/two-factor/confirm")).toHaveLength(0);

    await view.user.type(screen.getByLabelText("Code from the app"), "123 456");
    await view.user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(codes);
    expect(sentTo(requests, "POST /api/admin/two-factor/confirm")[0].body).toEqual({ code: "123456" });
    expect(window.localStorage.getItem("adminToken")).toBe("new-token");
    expect(screen.queryByText("The console")).toBeNull();

    await view.user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("The console")).toBeTruthy();
  });
});
