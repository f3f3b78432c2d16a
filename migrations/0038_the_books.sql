CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"booked_on" date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('invoice', 'credit-note', 'payment', 'credit-applied', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account" text NOT NULL,
	"company_id" integer,
	"expert_id" integer,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_lines_account" CHECK ("ledger_lines"."account" in ('receivables', 'cash', 'credit-on-account', 'expert-payables', 'fees')),
	CONSTRAINT "ledger_lines_moves" CHECK ("ledger_lines"."amount_cents" <> 0),
	CONSTRAINT "ledger_lines_party" CHECK (("ledger_lines"."account" in ('receivables', 'credit-on-account')) = ("ledger_lines"."company_id" is not null) and ("ledger_lines"."account" = 'expert-payables') = ("ledger_lines"."expert_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_booked_on_idx" ON "ledger_entries" USING btree ("booked_on");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account","company_id");--> statement-breakpoint
CREATE FUNCTION "ledger_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount_cents"), 0) FROM "ledger_lines" WHERE "entry_id" = NEW."entry_id") <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', NEW."entry_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balance" AFTER INSERT ON "ledger_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();--> statement-breakpoint
CREATE FUNCTION "ledger_is_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the books are written once: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_written_once" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_is_written_once"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_written_once" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_is_written_once"();
