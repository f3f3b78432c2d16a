// Payouts (PRODUCT.md "Experts paid on a date they can count on", "Payout runs"; decisions 094–096):
// the expert's bank account, the monthly runs with their rate, each expert's payout in USD and ZAR
// cents, the bank's batch, and what the expert's hub shows ahead of the next run.
import { z } from "zod";
import { PAYOUT_DAY } from "../constants";
import { USD_ZAR_RATE_PATTERN } from "../money";
import { dateAnswer, momentAnswer, paginationSchema } from "./common";

export const PAYOUT_STATUSES = ["scheduled", "sent", "paid", "failed", "carried"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const BANK_ACCOUNT_TYPES = ["cheque", "savings", "transmission"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = { cheque: "Cheque (current)", savings: "Savings", transmission: "Transmission" };

/** Why an expert's payout waits: it is kept, and sent by a later run once the reason is gone. */
export const PAYOUT_HOLD_REASONS = ["no-bank-account", "bank-account-changed", "agreement-not-accepted"] as const;
export type PayoutHoldReason = (typeof PAYOUT_HOLD_REASONS)[number];

/** Payouts wait this long after the bank account changes: time for its owner to read the mail and object. */
export const BANK_ACCOUNT_HOLD_HOURS = 72;

/** The day of the month the run pays the month before (kept in constants, which the agreement's text reads too). */
export { PAYOUT_DAY };

/**
 * The South African Reserve Bank's balance-of-payments category each payment carries (BOPCUS,
 * inward, "Intellectual property and other services"): 231, computer-related services including
 * maintenance, repair and consultancy (docs/decisions/096-*).
 */
export const PAYOUT_BOP_CATEGORY = { code: "231", description: "Computer-related services including maintenance, repair and consultancy" } as const;

export const PAYOUT_MESSAGES = {
  notFound: "Payout not found",
  runNotFound: "Payout run not found",
  expertsOnly: "Only experts keep a bank account for payouts.",
  monthPaid: "This month's payouts have been run already: a month is paid once.",
  rate: "The USD→ZAR rate is a positive decimal with up to four decimal places, such as 18.4321.",
  accountNumber: "An account number is 6 to 16 digits.",
  branchCode: "A branch code is 6 digits.",
  accountHolder: "Give the name the account is held in.",
  bankName: "Give the bank's name.",
  accountType: `Account type must be one of: ${BANK_ACCOUNT_TYPES.join(", ")}.`,
  runSent: "This run has been sent to the bank already.",
  holds: {
    "no-bank-account": "No bank account is saved for payouts yet: add one and this payout goes with the next run.",
    "bank-account-changed": `The bank account changed less than ${BANK_ACCOUNT_HOLD_HOURS} hours ago: payouts wait ${BANK_ACCOUNT_HOLD_HOURS} hours after a change.`,
    "agreement-not-accepted": "Some approved hours are of an engagement whose expert agreement you have not accepted yet: accept it on the engagement's page and they go with the next run.",
  } satisfies Record<PayoutHoldReason, string>,
} as const;

/** "2026-10" → the run's payout day: "2026-11-05". */
export const payoutDayOf = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return `${next}-${String(PAYOUT_DAY).padStart(2, "0")}`;
};

// --- requests -------------------------------------------------------------------------------------

/** "2026-10": the month whose approved hours a run pays (the invoices' months, kept light for the client). */
const monthSchema = z
  .string({ error: "Month must be a calendar month written as YYYY-MM, such as 2026-10" })
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, "Month must be a calendar month written as YYYY-MM, such as 2026-10");

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** PUT /api/payouts/bank-account: the account, confirmed with the current password. */
export const bankAccountSchema = z.object({
  accountHolder: text(120, PAYOUT_MESSAGES.accountHolder),
  bankName: text(80, PAYOUT_MESSAGES.bankName),
  branchCode: z.string({ error: PAYOUT_MESSAGES.branchCode }).trim().regex(/^\d{6}$/, PAYOUT_MESSAGES.branchCode),
  accountNumber: z
    .string({ error: PAYOUT_MESSAGES.accountNumber })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6,16}$/, PAYOUT_MESSAGES.accountNumber)),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: PAYOUT_MESSAGES.accountType }),
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200),
});
export type BankAccountInput = z.output<typeof bankAccountSchema>;

/** POST /api/admin/payout-runs: the month to pay and the day's rate. */
export const payoutRunSchema = z.object({
  month: monthSchema,
  usdZarRate: z.string({ error: PAYOUT_MESSAGES.rate }).trim().regex(USD_ZAR_RATE_PATTERN, PAYOUT_MESSAGES.rate),
});

export const payoutsQuerySchema = paginationSchema;
export const payoutRunsQuerySchema = paginationSchema;

/** POST /api/admin/payouts/{id}/failed: what the bank said, optional. */
export const payoutFailedSchema = z.object({ reason: z.string().trim().max(200).optional() });

// --- answers --------------------------------------------------------------------------------------

/** The bank account as its owner reads it: the number masked to its last 4 digits, ever after. */
export const bankAccountAnswer = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  accountNumberMasked: z.string().regex(/^•+\d{1,4}$/),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  changedAt: momentAnswer,
  /** Payouts wait until then after a change; null once passed. */
  holdUntil: momentAnswer.nullable(),
});
export type BankAccount = z.output<typeof bankAccountAnswer>;

/** One of the expert's payouts: never the client's rate or the fee. */
export const payoutAnswer = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  month: z.string(),
  minutes: z.number().int(),
  hours: z.number(),
  usdCents: z.number().int(),
  /** Of an earlier failed or held payout, included in `usdCents`. */
  carriedUsdCents: z.number().int(),
  zarCents: z.number().int(),
  usdZarRate: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  holdReason: z.enum(PAYOUT_HOLD_REASONS).nullable(),
  holdMessage: z.string().nullable(),
  /** The day the run pays: the 5th of the month after. */
  payoutDate: dateAnswer,
  sentAt: momentAnswer.nullable(),
  paidAt: momentAnswer.nullable(),
  failedAt: momentAnswer.nullable(),
  /** The later payout a failed or held one was carried into. */
  carriedIntoId: z.number().int().nullable(),
  createdAt: momentAnswer,
});
export type Payout = z.output<typeof payoutAnswer>;

/** The console's row: the payout with its expert and the account's last digits. */
export const adminPayoutAnswer = payoutAnswer.extend({
  expertId: z.number().int(),
  expertName: z.string(),
  accountLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminPayout = z.output<typeof adminPayoutAnswer>;

export const payoutRunAnswer = z.object({
  id: z.number().int(),
  month: z.string(),
  usdZarRate: z.string(),
  payoutDate: dateAnswer,
  createdAt: momentAnswer,
  sentAt: momentAnswer.nullable(),
  payouts: z.number().int(),
  usdCents: z.number().int(),
  zarCents: z.number().int(),
  held: z.number().int(),
  byStatus: z.partialRecord(z.enum(PAYOUT_STATUSES), z.number().int()),
});
export type PayoutRun = z.output<typeof payoutRunAnswer>;

export const payoutRunDetailAnswer = payoutRunAnswer.extend({ items: z.array(adminPayoutAnswer) });
export type PayoutRunDetail = z.output<typeof payoutRunDetailAnswer>;

/** The expert's hub: the next payout day and what the hours approved and not yet paid will bring. */
export const payoutOutlookAnswer = z.object({
  nextPayoutDate: dateAnswer,
  minutes: z.number().int(),
  usdCents: z.number().int(),
  /** At the last run's rate; null before any run. */
  zarCents: z.number().int().nullable(),
  usdZarRate: z.string().nullable(),
  holdReason: z.enum(PAYOUT_HOLD_REASONS).nullable(),
  holdMessage: z.string().nullable(),
});
export type PayoutOutlook = z.output<typeof payoutOutlookAnswer>;
