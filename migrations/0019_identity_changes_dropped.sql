-- Signed-in sessions are read from the database on every request again (docs/decisions/053), so
-- nothing listens for the announcements migration 0017 added: its triggers and function go.
DROP TRIGGER IF EXISTS "users_identity_changed" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_identity_changed" ON "sessions";--> statement-breakpoint
DROP FUNCTION IF EXISTS "identity_changed"();
