import type { PayoutStatus } from "../contracts/payouts";
import { defineFlow } from "./flow";

/**
 * Who moves a payout: an admin (marking the run sent to the bank, then what the bank answered), or a
 * later run that takes a failed or held payout's amount into its own payout for the expert.
 */
export type PayoutMover = "admin" | "run";

/**
 * A payout (docs/decisions/095-*): made `scheduled` by a run; `sent` when the admin marks its run
 * sent (unless its expert is held: no bank account, or one changed in the last 72 hours); then
 * `paid` or `failed` as the bank answers. A failed payout, and one still held when the next run
 * comes, is `carried` into that run's payout for the expert, so its amount is paid once.
 */
export const payoutFlow = defineFlow<PayoutStatus, PayoutMover>({
  noun: "payout",
  labels: { scheduled: "Scheduled", sent: "Sent", paid: "Paid", failed: "Failed", carried: "Carried to a later run" },
  moves: {
    scheduled: { sent: ["admin"], carried: ["run"] },
    sent: { paid: ["admin"], failed: ["admin"] },
    failed: { carried: ["run"] },
    paid: {},
    carried: {},
  },
  refusal: (from, to, label) => (from === to ? `This payout is ${label(to)} already.` : `This payout is ${label(from)}: it cannot become ${label(to)}.`),
});
