-- The audit log keeps ids and codes, never what anybody typed (docs/decisions/072-the-audit-log-holds-no-typed-text.md).
-- Entries made before this lose the reasons and notes of cancelled interviews, disputed weeks,
-- ended engagements and answered or proposed candidates, a dream team's name and a blog post's
-- words: those stay in their own rows, which erasure reaches. The trigger is set aside for these
-- statements only, as in 0021; a migration runs as the table's owner.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" - 'reason' WHERE "action" IN ('interview.cancelled', 'timesheet.disputed', 'requisition.candidate-answered') AND ("changes" -> 'reason') IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" - 'note' WHERE "action" IN ('engagement.ended', 'requisition.candidate-proposed') AND ("changes" -> 'note') IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" - 'name' WHERE "action" = 'dream-team.created' AND ("changes" -> 'name') IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" - 'title' WHERE "action" IN ('blog-post.created', 'blog-post.deleted') AND ("changes" -> 'title') IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "changes" || (
  SELECT jsonb_object_agg(k, '"edited"'::jsonb) FROM jsonb_object_keys("audit_log"."changes") AS k WHERE k IN ('title', 'excerpt', 'author', 'featuredImage', 'tags')
) WHERE "action" = 'blog-post.updated' AND jsonb_typeof("changes") = 'object' AND "changes" ?| array['title', 'excerpt', 'author', 'featuredImage', 'tags'];--> statement-breakpoint
UPDATE "audit_log" SET "changes" = jsonb_set("changes", '{via}', to_jsonb(replace("changes" ->> 'via', ' ', '-'))) WHERE "action" = 'password.changed' AND "changes" ->> 'via' IN ('reset link', 'command line');--> statement-breakpoint
-- A string anywhere in the details that is not a code (lower-case words joined by - _ . or :, such
-- as a status, a slug or a hash) or a date (a day, a month, an instant as toISOString writes it):
-- the rule the server keeps (server/audit/audit.service.ts), now kept by the table too.
CREATE FUNCTION "audit_holds_text"("details" jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_path_exists("details", 'strict $.** ? (@.type() == "string" && !(@ like_regex "^[a-z0-9]+([-_.:][a-z0-9]+)*$" || @ like_regex "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z)?)?$"))')
$$;--> statement-breakpoint
-- Anything else that is not a code (an action this list missed): a string goes, a value holding one
-- reads "edited". What is left then passes the check below.
UPDATE "audit_log" SET "changes" = NULLIF((
  SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN "audit_holds_text"(e.value) THEN '"edited"'::jsonb ELSE e.value END), '{}'::jsonb)
  FROM jsonb_each("audit_log"."changes") AS e
  WHERE NOT (jsonb_typeof(e.value) = 'string' AND "audit_holds_text"(e.value))
), '{}'::jsonb) WHERE jsonb_typeof("changes") = 'object' AND "audit_holds_text"("changes");--> statement-breakpoint
UPDATE "audit_log" SET "changes" = NULL WHERE jsonb_typeof("changes") <> 'object' AND "audit_holds_text"("changes");--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
-- From now on the table itself refuses an entry whose details hold text, whoever writes it.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_changes_codes_only" CHECK ("changes" IS NULL OR NOT "audit_holds_text"("changes"));
