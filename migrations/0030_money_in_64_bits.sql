ALTER TABLE "accepted_terms" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "engagements" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_cents" SET DATA TYPE bigint;