CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Every new notification is announced to the server processes (LISTEN notifications) and, for a
-- user with e-mail on, queued for mail, in the transaction that makes it: so the one-statement
-- booking and every other writer are covered, and both happen on commit or not at all.
CREATE FUNCTION "notifications_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('id', NEW.id, 'user_id', NEW.user_id)::text);
  INSERT INTO "mail_outbox" ("notification_id", "user_id", "to_address")
    SELECT NEW.id, u.id, u.email FROM "users" u WHERE u.id = NEW.user_id AND u.email_notifications;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notifications_announce"();--> statement-breakpoint
-- A session or bearer token that ends (sign-out, password change, expiry, a deleted account) is
-- announced with its user (LISTEN credentials), so live streams opened with it can be closed.
CREATE FUNCTION "credentials_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('credentials', json_build_object('user_id', OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "credentials_ended"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_ended" AFTER DELETE ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "credentials_ended"();
