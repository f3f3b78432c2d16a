-- Whatever changes who a signed-in request acts as (a user's row changed or removed, one of their
-- sessions rewritten or ended) is announced with the user (LISTEN identity), so every process
-- drops the sessions it keeps in memory for that user (server/auth/session-cache.ts). NOTIFY
-- folds identical payloads in one transaction, so a bulk change sends each user once.
CREATE FUNCTION "identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('identity', json_build_object('user_id', OLD.id)::text);
  ELSIF OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('identity', json_build_object('user_id', OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_identity_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "identity_changed"();
