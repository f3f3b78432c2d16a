// Query keys of the books: the trial balance and the figures, both under the console's prefix.
export const ledgerKeys = {
  all: ["/api/admin/ledger"] as const,
  trialBalance: ["/api/admin/ledger", "trial-balance"] as const,
  figures: ["/api/admin/ledger", "figures"] as const,
};
