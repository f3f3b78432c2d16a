CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_applications_amount" CHECK ("credit_applications"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_numbers" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_numbers_one_row" CHECK ("credit_note_numbers"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"engagement_id" integer,
	"description" text NOT NULL,
	"minutes" integer,
	"rate_cents" bigint,
	"amount_cents" bigint NOT NULL,
	"applied_cents" bigint NOT NULL,
	"excess_cents" bigint NOT NULL,
	"invoice_number" integer NOT NULL,
	"billed_name" text NOT NULL,
	"billed_company" text,
	"billed_legal_name" text,
	"billed_address" text,
	"billed_tax_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_reason" CHECK ("credit_notes"."reason" in ('trial', 'correction')),
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."amount_cents" > 0 and "credit_notes"."applied_cents" >= 0 and "credit_notes"."excess_cents" >= 0 and "credit_notes"."applied_cents" + "credit_notes"."excess_cents" = "credit_notes"."amount_cents"),
	CONSTRAINT "credit_notes_trial_names_engagement" CHECK (("credit_notes"."reason" = 'trial') = ("credit_notes"."engagement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_company_idx" ON "credit_notes" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_trial_once_idx" ON "credit_notes" USING btree ("invoice_id","engagement_id") WHERE "credit_notes"."reason" = 'trial';--> statement-breakpoint
INSERT INTO "credit_note_numbers" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "credit_note_is_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An issued credit note never changes; only the issuing admin's id may go, when their account is erased.
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'issued_by') <> (to_jsonb(OLD) - 'issued_by') THEN
    RAISE EXCEPTION 'a credit note is written once: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_written_once" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_note_is_written_once"();
