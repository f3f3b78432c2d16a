// The books (docs/decisions/091-the-books-are-a-double-entry-ledger.md): every domain that moves
// money posts its entry here, in the transaction that moves it, and the console reads the figures.
import { addMonths, monthOf, monthStart, todayUtc } from "@shared/calendar";
import type { LedgerFigures, TrialBalance } from "@shared/contracts/ledger";
import { entryProblem, LEDGER_ACCOUNTS, type LedgerEntry } from "@shared/ledger";
import { sumCents } from "@shared/money";
import type { Db } from "../db/client";
import * as repo from "./ledger.repo";

/**
 * Posts an entry once: answers true when it was written, false when its source had posted it
 * already or it moves nothing. An unbalanced entry is a bug in its caller, refused here and again
 * by the database at commit.
 */
export async function post(tx: Db, entry: LedgerEntry): Promise<boolean> {
  if (entry.lines.length === 0) return false;
  const problem = entryProblem(entry.lines);
  if (problem) throw new Error(`Ledger entry ${entry.kind} ${entry.sourceId}: ${problem}`);
  return (await repo.insertEntry(tx, entry)) !== null;
}

/** Posts several entries at once (a statement's payments), each once, as `post` does; answers how many were written. */
export async function postMany(tx: Db, entries: LedgerEntry[]): Promise<number> {
  const moving = entries.filter((e) => e.lines.length > 0);
  for (const entry of moving) {
    const problem = entryProblem(entry.lines);
    if (problem) throw new Error(`Ledger entry ${entry.kind} ${entry.sourceId}: ${problem}`);
  }
  return repo.insertEntries(tx, moving);
}

/** A company's balance: what it owes on issued invoices, and the credit it holds. */
export async function balanceOf(db: Db, companyId: number) {
  const [receivablesCents, credit] = await Promise.all([repo.companyBalance(db, "receivables", companyId), repo.companyBalance(db, "credit-on-account", companyId)]);
  return { receivablesCents, creditCents: credit === 0 ? 0 : -credit };
}

/** Every account with its debits, credits and balance; the balances add up to zero. */
export async function trialBalance(db: Db): Promise<TrialBalance> {
  const rows = await repo.accountTotals(db);
  const accounts = LEDGER_ACCOUNTS.map((account) => rows.find((r) => r.account === account) ?? { account, debitCents: 0, creditCents: 0, balanceCents: 0 });
  return {
    accounts,
    debitCents: sumCents(accounts.map((a) => a.debitCents)),
    creditCents: sumCents(accounts.map((a) => a.creditCents)),
    balanceCents: sumCents(accounts.map((a) => a.balanceCents)),
  };
}

/** The console's figures: per company what it owes and holds, and its open invoices by age; per month of the last twelve, cash in, paid out and fees earned. */
export async function ledgerFigures(db: Db, now = new Date()): Promise<LedgerFigures> {
  const first = addMonths(monthOf(now), -11);
  const [companies, months, receivablesByAge] = await Promise.all([repo.companyBalances(db), repo.monthFigures(db, monthStart(first)), repo.receivablesByAge(db, todayUtc(now))]);
  return { companies, months, receivablesByAge };
}
