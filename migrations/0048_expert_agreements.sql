ALTER TABLE "payouts" DROP CONSTRAINT "payouts_hold_reason";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "expert_agreement_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "expert_agreement_sha256" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_hold_reason" CHECK ("payouts"."hold_reason" is null or "payouts"."hold_reason" in ('no-bank-account', 'bank-account-changed', 'agreement-not-accepted'));