ALTER TABLE "invoices" ADD COLUMN "billed_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_company" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_location" text;--> statement-breakpoint
-- Invoices issued before now keep who they bill as the live rows say today: the nearest record there is.
UPDATE "invoices" i
   SET "billed_name" = u."first_name" || ' ' || u."last_name",
       "billed_company" = p."company_name",
       "billed_location" = p."company_location"
  FROM "users" u
  LEFT JOIN "client_profiles" p ON p."user_id" = u."id"
 WHERE u."id" = i."client_id" AND i."status" <> 'draft';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billed_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."billed_name" is null));
