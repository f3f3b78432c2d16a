// Query keys of payouts: the expert's own (account, outlook, list) and the console's runs.
export const payoutKeys = {
  own: ["/api/payouts"] as const,
  bankAccount: ["/api/payouts/bank-account"] as const,
  outlook: ["/api/payouts/outlook"] as const,
  list: (params: { limit: number; offset: number }) => ["/api/payouts", params] as const,
  runs: ["/api/admin/payout-runs"] as const,
  runList: (params: { limit: number; offset: number }) => ["/api/admin/payout-runs", "list", params] as const,
  run: (id: number) => ["/api/admin/payout-runs", id] as const,
};
