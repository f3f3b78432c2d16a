DROP INDEX "invoices_client_period_idx";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_legal_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_tax_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_terms_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
-- Drafts are previews made again on each request: a company with several members' drafts for one month keeps none, and the next request makes its one.
DELETE FROM "invoices" d WHERE d."status" = 'draft' AND EXISTS (SELECT 1 FROM "invoices" o WHERE o."company_id" = d."company_id" AND o."period_start" = d."period_start" AND o."id" <> d."id");--> statement-breakpoint
-- Invoices issued before terms existed were due on the default terms from their issue day.
UPDATE "invoices" SET "payment_terms_days" = 14, "due_date" = ("issued_at" AT TIME ZONE 'UTC')::date + 14 WHERE "status" <> 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_idx" ON "invoices" USING btree ("company_id","period_start");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_due_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."due_date" is null));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_terms_days" CHECK ("companies"."payment_terms_days" between 1 and 120);