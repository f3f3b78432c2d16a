// Query keys of the company calls; the URL is built from the key (see urlFromQueryKey).
export const companyKeys = {
  /** The signed-in client's company, their role and what it lets them do. */
  own: ["/api/company"] as const,
  members: ["/api/company/members"] as const,
  invitations: ["/api/company/invitations"] as const,
  /** An invitation as its link shows it (public). */
  invitation: (token: string) => ["/api/company/invitations", token] as const,
  /** The console's list of companies. */
  admin: ["/api/admin/companies"] as const,
};
