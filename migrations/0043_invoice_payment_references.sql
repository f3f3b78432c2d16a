ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;--> statement-breakpoint
-- Invoices issued already get the reference their number gives (shared/payment-reference.ts): "RF", then 98 less the number (six digits at least) followed by "RF00" as digits (R = 27, F = 15) modulo 97, then the number.
UPDATE "invoices" SET "payment_reference" = 'RF' || lpad((98 - (n || '271500')::numeric % 97)::text, 2, '0') || n
  FROM (SELECT "id" AS "invoice_id", CASE WHEN length("number"::text) >= 6 THEN "number"::text ELSE lpad("number"::text, 6, '0') END AS n FROM "invoices" WHERE "number" IS NOT NULL) AS numbered
  WHERE "id" = numbered."invoice_id";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_reference_idx" ON "invoices" USING btree ("payment_reference");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_referenced_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."payment_reference" is null));