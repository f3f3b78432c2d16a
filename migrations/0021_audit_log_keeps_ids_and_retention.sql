CREATE INDEX "mail_outbox_done_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."next_attempt_at" is null;--> statement-breakpoint
-- The audit log keeps who by id, not what anybody typed (docs/decisions/058-what-we-keep-and-for-how-long.md): entries made before
-- this no longer hold the name tried at a failed sign-in or the reason given for a rejection. The
-- trigger is set aside for these statements only; a migration runs as the table's owner.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "actor_name" = NULL, "changes" = '{"account": "unknown"}'::jsonb WHERE "action" = 'sign-in.failed' AND "actor_id" IS NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = NULLIF("changes" - 'identifier', '{}'::jsonb) WHERE "action" = 'sign-in.failed' AND "changes" ->> 'identifier' IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" - 'rejectionReason' WHERE "action" = 'talent.rejected' AND "changes" ->> 'rejectionReason' IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
-- Still append-only, with two changes allowed: blanking a person's name and address (erasure), and
-- deleting entries more than 365 days old (the retention job); nothing younger can be deleted.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.action = OLD.action
    AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type
    AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
    AND NEW.changes IS NOT DISTINCT FROM OLD.changes
    AND NEW.actor_name IS NULL AND NEW.ip IS NULL AND NEW.user_agent IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '365 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
