import { describe, expect, it } from "vitest";
import { MESSAGES } from "@shared/constants";
import { ApiError } from "@/lib/api-client";
import { clientRegistrationError, expertRegistrationError } from "./registration-messages";

const apiError = (status: number, message: string | null) =>
  new ApiError(status, "Error", message ? JSON.stringify({ error: { message } }) : "", message ? { error: { message } } : null);

describe("clientRegistrationError", () => {
  it("maps a failed connection to the network message", () => {
    expect(clientRegistrationError(new TypeError("Failed to fetch"))).toBe(MESSAGES.networkError);
  });
  it("maps an e-mail or username that already exists to the account-exists message", () => {
    expect(clientRegistrationError(apiError(409, "An account with this email already exists."))).toBe(MESSAGES.accountExists);
    expect(clientRegistrationError(apiError(409, "Username already taken"))).toBe(MESSAGES.accountExists);
  });
  it("shows any other server message, and the default without one", () => {
    expect(clientRegistrationError(apiError(400, "email: Please enter a valid email address"))).toBe("email: Please enter a valid email address");
    expect(clientRegistrationError(apiError(500, null))).toBe(MESSAGES.registrationFailed);
  });
});

describe("expertRegistrationError", () => {
  it("shows the server's message, else the username hint", () => {
    expect(expertRegistrationError(apiError(409, "An account with this username already exists."))).toBe("An account with this username already exists.");
    expect(expertRegistrationError(apiError(500, null))).toBe(MESSAGES.expertUsernameTaken);
    expect(expertRegistrationError(new TypeError("Failed to fetch"))).toBe(MESSAGES.networkError);
  });
});
