CREATE TABLE "bank_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"entry_id" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"counterparty" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_entries_status" CHECK ("bank_entries"."status" in ('matched', 'unmatched', 'allocated')),
	CONSTRAINT "bank_entries_money_in" CHECK ("bank_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_entry_id" integer,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"applied_cents" bigint NOT NULL,
	"excess_cents" bigint NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts" CHECK ("payments"."applied_cents" >= 0 and "payments"."excess_cents" >= 0 and "payments"."applied_cents" + "payments"."excess_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_entry_id_bank_entries_id_fk" FOREIGN KEY ("bank_entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_entry_id_idx" ON "bank_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "bank_entries_status_idx" ON "bank_entries" USING btree ("status","booked_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_entry_idx" ON "payments" USING btree ("bank_entry_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
INSERT INTO "payments" ("invoice_id", "company_id", "applied_cents", "excess_cents", "recorded_by", "recorded_at")
  SELECT "id", "company_id", "total_cents", 0, "paid_by", coalesce("paid_at", now()) FROM "invoices" WHERE "status" = 'paid' AND "total_cents" > 0;
