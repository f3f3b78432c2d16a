// How a payout's status reads and looks, for the expert's hub and the console alike.
import type { BadgeVariant } from "@/components/ui/badge";
import type { PayoutStatus } from "@shared/contracts/payouts";
import { payoutFlow } from "@shared/flows/payout";

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = payoutFlow.labels;

export const PAYOUT_STATUS_VARIANTS: Record<PayoutStatus, BadgeVariant> = {
  scheduled: "outline",
  sent: "accent",
  paid: "success",
  failed: "destructive",
  carried: "neutral",
};
