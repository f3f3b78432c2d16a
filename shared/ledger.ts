// The books, written once: the accounts of the double-entry ledger and the one entry each business
// event posts (docs/decisions/091-the-books-are-a-double-entry-ledger.md). A line's amount is in
// USD cents, a debit positive and a credit negative, so an entry balances when its lines add up to
// zero, and the trial balance of all entries is zero too.
import { sumCents, type Cents } from "./money";

/**
 * The accounts. Receivables and credit on account are kept per company, expert payables per
 * expert; cash and fees are the business's own.
 * - `receivables`: what companies owe on issued invoices (an asset, debit).
 * - `cash`: money in the bank account (an asset, debit).
 * - `credit-on-account`: what a company paid beyond its invoices, owed back to it or taken off its
 *   next invoice (a liability, credit).
 * - `expert-payables`: what experts have earned and not yet been paid (a liability, credit).
 * - `fees`: what the business earns: an invoice's total less the experts' pay (income, credit).
 */
export const LEDGER_ACCOUNTS = ["receivables", "cash", "credit-on-account", "expert-payables", "fees"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccount, string> = {
  receivables: "Receivables",
  cash: "Cash",
  "credit-on-account": "Credit on account",
  "expert-payables": "Expert payables",
  fees: "Fees earned",
};

/** Whose the account is kept for: a company, an expert, or nobody (the business's own). */
export const LEDGER_ACCOUNT_PARTY: Record<LedgerAccount, "company" | "expert" | null> = {
  receivables: "company",
  cash: null,
  "credit-on-account": "company",
  "expert-payables": "expert",
  fees: null,
};

/**
 * What posts an entry; each source posts its kind of entry once (the database holds one per kind
 * and source id). `credit-applied` takes a company's credit on account off an invoice.
 */
export const LEDGER_ENTRY_KINDS = ["invoice", "credit-note", "payment", "credit-applied", "payout"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** The company, for its receivables and credit on account. */
  companyId?: number | null;
  /** The expert, for their payables. */
  expertId?: number | null;
  /** Debit positive, credit negative; never zero. */
  amountCents: Cents;
}

export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** The id of what posted it: the invoice, credit note, bank entry, payout. */
  sourceId: number;
  /** The business day it counts on (YYYY-MM-DD): issued, paid, sent. */
  bookedOn: string;
  lines: LedgerLine[];
}

/** Why an entry cannot be posted, in words; null when it can. */
export function entryProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return "An entry has at least two lines.";
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amountCents) || l.amountCents === 0) return "Every line moves a whole, non-zero number of cents.";
    const party = LEDGER_ACCOUNT_PARTY[l.account];
    if ((party === "company") !== (l.companyId != null) || (party === "expert") !== (l.expertId != null)) return `The ${l.account} line names the wrong party.`;
  }
  if (sumCents(lines.map((l) => l.amountCents)) !== 0) return "An entry's debits and credits are equal.";
  return null;
}

/** Lines with no zero amounts: a share of nothing posts no line. */
const moving = (lines: LedgerLine[]) => lines.filter((l) => l.amountCents !== 0);

/**
 * An issued invoice: the company owes its total; each expert is owed their pay for its lines; the
 * rest is the business's fee. A total below the experts' pay (a trial credit on the same invoice)
 * makes the fee negative: the business bears the credit, the experts are paid for their hours.
 */
export function invoiceEntry(e: { invoiceId: number; bookedOn: string; companyId: number; totalCents: Cents; pay: { expertId: number; cents: Cents }[] }): LedgerEntry {
  const payCents = sumCents(e.pay.map((p) => p.cents));
  return {
    kind: "invoice",
    sourceId: e.invoiceId,
    bookedOn: e.bookedOn,
    lines: moving([
      { account: "receivables", companyId: e.companyId, amountCents: e.totalCents },
      ...e.pay.map((p): LedgerLine => ({ account: "expert-payables", expertId: p.expertId, amountCents: -p.cents })),
      { account: "fees", amountCents: sumCents([payCents, -e.totalCents]) },
    ]),
  };
}

/**
 * A credit note: the business bears it out of its fees. What the invoice it corrects still owed
 * comes off the company's receivables; the rest (the invoice was paid already) is credit on its account.
 */
export function creditNoteEntry(e: { creditNoteId: number; bookedOn: string; companyId: number; appliedCents: Cents; excessCents: Cents }): LedgerEntry {
  return {
    kind: "credit-note",
    sourceId: e.creditNoteId,
    bookedOn: e.bookedOn,
    lines: moving([
      { account: "fees", amountCents: sumCents([e.appliedCents, e.excessCents]) },
      { account: "receivables", companyId: e.companyId, amountCents: -e.appliedCents },
      { account: "credit-on-account", companyId: e.companyId, amountCents: -e.excessCents },
    ]),
  };
}

/**
 * Money in from a company: what settles its invoices comes off its receivables; what is beyond
 * them is a credit on its account.
 */
export function paymentEntry(e: { paymentId: number; bookedOn: string; companyId: number; appliedCents: Cents; excessCents: Cents }): LedgerEntry {
  return {
    kind: "payment",
    sourceId: e.paymentId,
    bookedOn: e.bookedOn,
    lines: moving([
      { account: "cash", amountCents: sumCents([e.appliedCents, e.excessCents]) },
      { account: "receivables", companyId: e.companyId, amountCents: -e.appliedCents },
      { account: "credit-on-account", companyId: e.companyId, amountCents: -e.excessCents },
    ]),
  };
}

/** A company's credit on account taken off an invoice it owes. */
export function creditAppliedEntry(e: { sourceId: number; bookedOn: string; companyId: number; amountCents: Cents }): LedgerEntry {
  return {
    kind: "credit-applied",
    sourceId: e.sourceId,
    bookedOn: e.bookedOn,
    lines: [
      { account: "credit-on-account", companyId: e.companyId, amountCents: e.amountCents },
      { account: "receivables", companyId: e.companyId, amountCents: -e.amountCents },
    ],
  };
}

/** Money out to an expert: what they were owed, paid from the bank. */
export function payoutEntry(e: { payoutId: number; bookedOn: string; expertId: number; amountCents: Cents }): LedgerEntry {
  return {
    kind: "payout",
    sourceId: e.payoutId,
    bookedOn: e.bookedOn,
    lines: [
      { account: "expert-payables", expertId: e.expertId, amountCents: e.amountCents },
      { account: "cash", amountCents: -e.amountCents },
    ],
  };
}
