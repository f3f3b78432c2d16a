// Answers of the books in the console (docs/decisions/091-the-books-are-a-double-entry-ledger.md):
// the trial balance and the figures per company and per month. Money is integer USD cents.
import { z } from "zod";
import { LEDGER_ACCOUNTS } from "../ledger";

const cents = z.number().int();

export const trialBalanceAnswer = z.object({
  accounts: z.array(z.object({ account: z.enum(LEDGER_ACCOUNTS), debitCents: cents, creditCents: cents, balanceCents: cents })),
  debitCents: cents,
  creditCents: cents,
  /** Always zero: every entry balances. */
  balanceCents: cents,
});
export type TrialBalance = z.output<typeof trialBalanceAnswer>;

export const ledgerFiguresAnswer = z.object({
  /** Companies that owe something or hold a credit. */
  companies: z.array(z.object({ companyId: z.number().int(), companyName: z.string(), receivablesCents: cents, creditCents: cents })),
  /** The last twelve months that had entries, oldest first ("2026-10"). */
  months: z.array(z.object({ month: z.string(), cashInCents: cents, paidOutCents: cents, feesCents: cents })),
  /** What each company owes on open invoices by days past due (today, UTC), largest first. */
  receivablesByAge: z.array(
    z.object({ companyId: z.number().int(), companyName: z.string(), currentCents: cents, days1to30Cents: cents, days31to60Cents: cents, over60Cents: cents, totalCents: cents }),
  ),
});
export type LedgerFigures = z.output<typeof ledgerFiguresAnswer>;
