/** The demo sign-ins seeded into an empty database and printed at start. */
export const DEMO_PASSWORD = "demo-pass-2026";

export const DEMO_ACCOUNTS = {
  client: { login: "demo.client@northwind.example", firstName: "Dana", lastName: "Whitfield" },
  expert: { login: "thandi", email: "thandi@proteatalent.com" },
  candidate: { login: "sipho", email: "sipho.mthembu@example.com", firstName: "Sipho", lastName: "Mthembu" },
} as const;

/** Northwind Analytics' other members, beside the demo client (its owner). */
export const DEMO_COMPANY_MEMBERS = [
  { login: "leo.hart@northwind.example", firstName: "Leo", lastName: "Hart", role: "hiring" },
  { login: "amara.okafor@northwind.example", firstName: "Amara", lastName: "Okafor", role: "finance" },
] as const;

/** Hudson Ledger's finance member, beside its owner Marcus Bell: who pays its invoices. */
export const HUDSON_FINANCE_MEMBER = { login: "nadia.rahman@hudsonledger.example", firstName: "Nadia", lastName: "Rahman", role: "finance" } as const;
