// Answers shaped like the real API's (the public shapes in shared/contracts), for fetch stubs.
import type { PublicUser } from "@shared/contracts/auth";

export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 12,
    username: "ada",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    userType: "client",
    isAdmin: false,
    ...overrides,
  };
}

/** POST /api/auth/login's answer (server/auth/auth.routes.ts signIn). */
export function loginAnswer(user: PublicUser, token = "token-abc") {
  return { success: true, user, token };
}
