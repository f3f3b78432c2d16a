// Query keys of the session checks; the URL is built from the key (see urlFromQueryKey).
export const authKeys = {
  /** GET /api/auth/me: the signed-in user's session. */
  currentUser: ["/api/auth/me"] as const,
  /** GET /api/admin/check-auth: the admin's session. */
  adminCheck: ["/api/admin/check-auth"] as const,
  /** GET /api/auth/account: the signed-in account's address and whether it is verified. */
  account: ["/api/auth/account"] as const,
};
