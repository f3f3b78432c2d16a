CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "interview_quarters" (
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"interview_id" integer NOT NULL,
	CONSTRAINT "interview_quarters_user_id_starts_at_pk" PRIMARY KEY("user_id","starts_at"),
	CONSTRAINT "interview_quarters_on_quarter" CHECK (extract(epoch from "interview_quarters"."starts_at")::bigint % 900 = 0)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"pre_booking_id" integer,
	"requisition_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"outcome_notes" text,
	"outcome_at" timestamp with time zone,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_uid_unique" UNIQUE("uid"),
	CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('scheduled', 'cancelled', 'passed', 'failed')),
	CONSTRAINT "interviews_minutes" CHECK ("interviews"."minutes" in (30, 45, 60)),
	CONSTRAINT "interviews_length" CHECK ("interviews"."ends_at" = "interviews"."starts_at" + make_interval(mins => "interviews"."minutes")),
	CONSTRAINT "interviews_belongs_to_one" CHECK (("interviews"."pre_booking_id" is null) <> ("interviews"."requisition_id" is null)),
	CONSTRAINT "interviews_cancel_reason" CHECK (("interviews"."status" = 'cancelled') = ("interviews"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_booking_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"requisition_id" integer,
	"hourly_rate_cents" integer NOT NULL,
	"weekly_hours" integer DEFAULT 40 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'awaiting_acceptance' NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"client_accepted_at" timestamp with time zone,
	"client_accepted_sha256" text,
	"expert_accepted_at" timestamp with time zone,
	"expert_accepted_sha256" text,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"end_note" text,
	"replacement_requisition_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_pre_booking_id_unique" UNIQUE("pre_booking_id"),
	CONSTRAINT "engagements_replacement_requisition_id_unique" UNIQUE("replacement_requisition_id"),
	CONSTRAINT "engagements_status" CHECK ("engagements"."status" in ('awaiting_acceptance', 'active', 'ended')),
	CONSTRAINT "engagements_end_reason" CHECK ("engagements"."end_reason" is null or "engagements"."end_reason" in ('completed', 'trial', 'admin')),
	CONSTRAINT "engagements_ended" CHECK (("engagements"."status" = 'ended') = ("engagements"."ended_at" is not null)),
	CONSTRAINT "engagements_rate" CHECK ("engagements"."hourly_rate_cents" > 0),
	CONSTRAINT "engagements_weekly_hours" CHECK ("engagements"."weekly_hours" between 1 and 60),
	CONSTRAINT "engagements_dates" CHECK ("engagements"."end_date" >= "engagements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"week_id" integer NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "timesheet_days_week_id_day_pk" PRIMARY KEY("week_id","day"),
	CONSTRAINT "timesheet_days_minutes" CHECK ("timesheet_days"."minutes" between 0 and 720 and "timesheet_days"."minutes" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_status" CHECK ("timesheet_weeks"."status" in ('draft', 'submitted', 'disputed', 'approved')),
	CONSTRAINT "timesheet_weeks_monday" CHECK (extract(isodow from "timesheet_weeks"."week_start") = 1),
	CONSTRAINT "timesheet_weeks_dispute_reason" CHECK (("timesheet_weeks"."status" = 'disputed') <= ("timesheet_weeks"."dispute_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"engagement_id" integer,
	"week_id" integer,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "invoice_lines_week_id_unique" UNIQUE("week_id"),
	CONSTRAINT "invoice_lines_kind" CHECK ("invoice_lines"."kind" in ('hours', 'credit')),
	CONSTRAINT "invoice_lines_sign" CHECK (("invoice_lines"."kind" = 'credit') = ("invoice_lines"."amount_cents" < 0) or "invoice_lines"."amount_cents" = 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_numbers_one_row" CHECK ("invoice_numbers"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer,
	"client_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('draft', 'open', 'paid')),
	CONSTRAINT "invoices_numbered_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_period_start" CHECK (extract(day from "invoices"."period_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_quarters" ADD CONSTRAINT "interview_quarters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_quarters" ADD CONSTRAINT "interview_quarters_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_pre_booking_id_pre_bookings_id_fk" FOREIGN KEY ("pre_booking_id") REFERENCES "public"."pre_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_pre_booking_id_pre_bookings_id_fk" FOREIGN KEY ("pre_booking_id") REFERENCES "public"."pre_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_replacement_requisition_id_requisitions_id_fk" FOREIGN KEY ("replacement_requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_quarters_interview_idx" ON "interview_quarters" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "interviews_expert_idx" ON "interviews" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_client_idx" ON "interviews" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_pre_booking_idx" ON "interviews" USING btree ("pre_booking_id") WHERE "interviews"."pre_booking_id" is not null;--> statement-breakpoint
CREATE INDEX "interviews_requisition_idx" ON "interviews" USING btree ("requisition_id") WHERE "interviews"."requisition_id" is not null;--> statement-breakpoint
CREATE INDEX "interviews_scheduled_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "engagements_client_idx" ON "engagements" USING btree ("client_id","start_date","id");--> statement-breakpoint
CREATE INDEX "engagements_expert_idx" ON "engagements" USING btree ("expert_id","start_date","id");--> statement-breakpoint
CREATE INDEX "engagements_status_idx" ON "engagements" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_engagement_week_idx" ON "timesheet_weeks" USING btree ("engagement_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_submitted_idx" ON "timesheet_weeks" USING btree ("submitted_at") WHERE "timesheet_weeks"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status","week_start","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_period_idx" ON "invoices" USING btree ("client_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","period_start","id");--> statement-breakpoint
INSERT INTO "invoice_numbers" ("id", "last_number") VALUES (1, 0);
