// The notice a dashboard shows while the address is unverified, and its re-send button.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@shared/constants";
import { apiError, json, sentTo, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { authKeys } from "../api/keys";
import { EmailVerificationNotice } from "./email-verification-notice";

const unverified = { email: "new@example.test", emailVerified: false, emailVerifiedAt: null };

describe("EmailVerificationNotice", () => {
  it("says why pre-booking waits and sends a new link on request", async () => {
    const requests = stubFetch({
      "GET /api/auth/account": json(200, unverified),
      "POST /api/auth/verify-email/resend": json(200, { success: true, message: ACCOUNT_MESSAGES.verificationSent }),
    });
    const { user } = renderWithApp(<EmailVerificationNotice userType="client" />);
    expect(await screen.findByRole("heading", { name: "Please verify your e-mail address" })).toBeTruthy();
    expect(screen.getByText(/you can browse experts, but not pre-book them/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationSent)).toBeTruthy();
    expect(sentTo(requests, "POST /api/auth/verify-email/resend")).toHaveLength(1);
  });

  it("shows the throttle's message when too many links were sent", async () => {
    stubFetch({
      "GET /api/auth/account": json(200, unverified),
      "POST /api/auth/verify-email/resend": apiError(429, "too_many_requests", ACCOUNT_MESSAGES.tooManyVerificationMails),
    });
    const { user } = renderWithApp(<EmailVerificationNotice userType="expert" />);
    await user.click(await screen.findByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.tooManyVerificationMails)).toBeTruthy();
  });

  it("shows nothing once verified", async () => {
    stubFetch({ "GET /api/auth/account": json(200, { ...unverified, emailVerified: true, emailVerifiedAt: "2026-11-24T00:00:00.000Z" }) });
    const { queryClient } = renderWithApp(<EmailVerificationNotice userType="client" />);
    // Once the answer is in (and rendered), there is still no notice.
    await waitFor(() => expect(queryClient.getQueryState(authKeys.account)?.status).toBe("success"));
    expect(screen.queryByRole("heading", { name: "Please verify your e-mail address" })).toBeNull();
  });
});
