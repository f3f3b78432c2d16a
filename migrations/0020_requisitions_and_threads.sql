CREATE TABLE "requisition_candidates" (
	"requisition_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"proposed_by" integer,
	"note" text NOT NULL,
	"score" double precision NOT NULL,
	"reasons" jsonb NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "requisition_candidates_requisition_id_expert_id_pk" PRIMARY KEY("requisition_id","expert_id"),
	CONSTRAINT "requisition_candidates_decision" CHECK ("requisition_candidates"."decision" is null or "requisition_candidates"."decision" in ('interview', 'declined')),
	CONSTRAINT "requisition_candidates_decline_reason" CHECK (coalesce("requisition_candidates"."decision" = 'declined', false) = ("requisition_candidates"."decline_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"must_have" text[] NOT NULL,
	"nice_to_have" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_rate" integer,
	"start_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"headcount" integer NOT NULL,
	"time_zone" text NOT NULL,
	"work_start" text NOT NULL,
	"work_end" text NOT NULL,
	"min_overlap_hours" double precision NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"shortlisted_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"filled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_status" CHECK ("requisitions"."status" in ('open', 'overdue', 'shortlisted', 'filled', 'closed')),
	CONSTRAINT "requisitions_weeks" CHECK ("requisitions"."weeks" between 1 and 104),
	CONSTRAINT "requisitions_headcount" CHECK ("requisitions"."headcount" between 1 and 10),
	CONSTRAINT "requisitions_must_have" CHECK (cardinality("requisitions"."must_have") between 1 and 10),
	CONSTRAINT "requisitions_nice_to_have" CHECK (cardinality("requisitions"."nice_to_have") <= 10),
	CONSTRAINT "requisitions_min_overlap" CHECK ("requisitions"."min_overlap_hours" between 0 and 24),
	CONSTRAINT "requisitions_work_start_format" CHECK ("requisitions"."work_start" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
	CONSTRAINT "requisitions_work_end_format" CHECK ("requisitions"."work_end" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
	CONSTRAINT "requisitions_work_hours_order" CHECK ("requisitions"."work_end" > "requisitions"."work_start"),
	CONSTRAINT "requisitions_due_after_submitted" CHECK ("requisitions"."due_at" > "requisitions"."submitted_at")
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_body_length" CHECK (char_length("thread_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "thread_notices" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_kind" CHECK ("threads"."kind" in ('requisition', 'engagement'))
);
--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD COLUMN "requisition_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_if_unread_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requisition_candidates" ADD CONSTRAINT "requisition_candidates_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_candidates" ADD CONSTRAINT "requisition_candidates_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_candidates" ADD CONSTRAINT "requisition_candidates_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_notices" ADD CONSTRAINT "thread_notices_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_notices" ADD CONSTRAINT "thread_notices_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_notices" ADD CONSTRAINT "thread_notices_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_notices" ADD CONSTRAINT "thread_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_candidates_expert_idx" ON "requisition_candidates" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "requisitions_client_idx" ON "requisitions" USING btree ("client_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_open_due_idx" ON "requisitions" USING btree ("due_at","id") WHERE "requisitions"."status" in ('open', 'overdue');--> statement-breakpoint
CREATE INDEX "requisitions_shortlisted_idx" ON "requisitions" USING btree ("shortlisted_at") WHERE "requisitions"."shortlisted_at" is not null;--> statement-breakpoint
CREATE INDEX "requisitions_overdue_at_idx" ON "requisitions" USING btree ("overdue_at") WHERE "requisitions"."overdue_at" is not null;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "thread_notices_reader_idx" ON "thread_notices" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE INDEX "thread_notices_message_idx" ON "thread_notices" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_subject_idx" ON "threads" USING btree ("kind","subject_id");--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_bookings_requisition_idx" ON "pre_bookings" USING btree ("requisition_id") WHERE "pre_bookings"."requisition_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_mail_if_unread_idx" ON "notifications" USING btree ("mail_if_unread_at") WHERE "notifications"."mail_if_unread_at" is not null and "notifications"."read_at" is null;--> statement-breakpoint
-- A notification with mail_if_unread_at set (a conversation's message) is not e-mailed at once: the
-- job that sends mail for notifications still unread at that time queues it (docs/decisions/061-*).
-- Everything else is announced and queued as before.
CREATE OR REPLACE FUNCTION "notifications_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('id', NEW.id, 'user_id', NEW.user_id)::text);
  IF NEW.mail_if_unread_at IS NULL THEN
    INSERT INTO "mail_outbox" ("notification_id", "user_id", "to_address")
      SELECT NEW.id, u.id, u.email FROM "users" u WHERE u.id = NEW.user_id AND u.email_notifications;
  END IF;
  RETURN NULL;
END
$$;
