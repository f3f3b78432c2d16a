CREATE TABLE "expert_bank_accounts" (
	"expert_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_type" text NOT NULL,
	"sealed" text NOT NULL,
	"last4" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_bank_accounts_type" CHECK ("expert_bank_accounts"."account_type" in ('cheque', 'savings', 'transmission')),
	CONSTRAINT "expert_bank_accounts_last4" CHECK ("expert_bank_accounts"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "expert_bank_accounts_sealed" CHECK ("expert_bank_accounts"."sealed" like 'v1:%')
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"engagement_id" integer NOT NULL,
	"week_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"work_month" date NOT NULL,
	"minutes" integer NOT NULL,
	"pay_rate_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "payout_lines_amounts" CHECK ("payout_lines"."minutes" > 0 and "payout_lines"."pay_rate_cents" >= 0 and "payout_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"usd_zar_rate" numeric(9, 4) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	CONSTRAINT "payout_runs_first_day" CHECK (extract(day from "payout_runs"."month") = 1),
	CONSTRAINT "payout_runs_rate" CHECK ("payout_runs"."usd_zar_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"minutes" integer NOT NULL,
	"usd_cents" bigint NOT NULL,
	"carried_usd_cents" bigint DEFAULT 0 NOT NULL,
	"zar_cents" bigint NOT NULL,
	"hold_reason" text,
	"carried_into_id" integer,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('scheduled', 'sent', 'paid', 'failed', 'carried')),
	CONSTRAINT "payouts_hold_reason" CHECK ("payouts"."hold_reason" is null or "payouts"."hold_reason" in ('no-bank-account', 'bank-account-changed')),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."usd_cents" > 0 and "payouts"."zar_cents" >= 0 and "payouts"."carried_usd_cents" >= 0 and "payouts"."carried_usd_cents" <= "payouts"."usd_cents" and "payouts"."minutes" >= 0),
	CONSTRAINT "payouts_carried" CHECK (("payouts"."status" = 'carried') = ("payouts"."carried_into_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "expert_bank_accounts" ADD CONSTRAINT "expert_bank_accounts_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_carried_into_id_payouts_id_fk" FOREIGN KEY ("carried_into_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_week_month_idx" ON "payout_lines" USING btree ("week_id","work_month");--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_month_idx" ON "payout_runs" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_expert_idx" ON "payouts" USING btree ("run_id","expert_id");--> statement-breakpoint
CREATE INDEX "payouts_expert_idx" ON "payouts" USING btree ("expert_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("expert_id") WHERE "payouts"."status" in ('failed', 'scheduled');