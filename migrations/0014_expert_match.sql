CREATE TABLE "expert_match" (
	"expert_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"skills" text[] NOT NULL,
	"hourly_rate" integer,
	"years_experience" integer NOT NULL,
	"time_zone" text NOT NULL,
	"work_start" text NOT NULL,
	"work_end" text NOT NULL,
	"available_from" date,
	"available_to" date,
	"busy" datemultirange DEFAULT '{}'::datemultirange NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_match_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "expert_match_totals_one_row" CHECK ("expert_match_totals"."id")
);
--> statement-breakpoint
ALTER TABLE "expert_match" ADD CONSTRAINT "expert_match_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_match_skills_idx" ON "expert_match" USING gin ("skills") WHERE "expert_match"."is_active";--> statement-breakpoint
-- expert_match holds, one narrow row per expert, what the match reads (docs/match.md, Speed). It is
-- kept exact by the triggers below, inside the transaction that writes experts, availability or
-- pre_bookings: each rewrites the touched experts' rows from those tables (no increments to drift).
-- The rows are locked first, so a writer waits for a concurrent one and then reads its committed
-- bookings (each statement of a PL/pgSQL function takes a fresh snapshot at read committed).
CREATE OR REPLACE FUNCTION expert_match_refresh(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM expert_match WHERE expert_id = ANY(ids) ORDER BY expert_id FOR UPDATE;
  INSERT INTO expert_match AS m (expert_id, is_active, skills, hourly_rate, years_experience, time_zone, work_start, work_end,
                                 available_from, available_to, busy)
  SELECT e.user_id, e.is_active, lower_skills(e.skills), e.hourly_rate, e.years_experience, e.time_zone, e.work_start, e.work_end,
         CASE WHEN a.status = 'available' THEN a.available_from END,
         CASE WHEN a.status = 'available' THEN a.available_to END,
         coalesce((SELECT range_agg(daterange(b.start_date, b.end_date, '[]')) FROM pre_bookings b
                    WHERE b.expert_id = e.user_id AND b.status IN ('pending', 'confirmed')), '{}'::datemultirange)
    FROM experts e LEFT JOIN availability a ON a.expert_id = e.user_id
   WHERE e.user_id = ANY(ids)
  ON CONFLICT (expert_id) DO UPDATE SET
    is_active = excluded.is_active, skills = excluded.skills, hourly_rate = excluded.hourly_rate,
    years_experience = excluded.years_experience, time_zone = excluded.time_zone, work_start = excluded.work_start,
    work_end = excluded.work_end, available_from = excluded.available_from, available_to = excluded.available_to,
    busy = excluded.busy
  WHERE (m.is_active, m.skills, m.hourly_rate, m.years_experience, m.time_zone, m.work_start, m.work_end,
         m.available_from, m.available_to, m.busy)
        IS DISTINCT FROM
        (excluded.is_active, excluded.skills, excluded.hourly_rate, excluded.years_experience, excluded.time_zone, excluded.work_start,
         excluded.work_end, excluded.available_from, excluded.available_to, excluded.busy);
END $$;
--> statement-breakpoint
-- One statement-level trigger per table and event (transition tables allow one event each), all
-- calling this with the experts the statement touched: old and new expert ids alike.
CREATE OR REPLACE FUNCTION expert_match_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', key) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', key) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$I AS k FROM new_rows UNION SELECT %1$I FROM old_rows) t', key) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM expert_match_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER experts_expert_match_insert AFTER INSERT ON "experts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER experts_expert_match_update AFTER UPDATE ON "experts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER experts_expert_match_delete AFTER DELETE ON "experts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER availability_expert_match_insert AFTER INSERT ON "availability" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
CREATE TRIGGER availability_expert_match_update AFTER UPDATE ON "availability" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
CREATE TRIGGER availability_expert_match_delete AFTER DELETE ON "availability" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
CREATE TRIGGER pre_bookings_expert_match_insert AFTER INSERT ON "pre_bookings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
CREATE TRIGGER pre_bookings_expert_match_update AFTER UPDATE ON "pre_bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
CREATE TRIGGER pre_bookings_expert_match_delete AFTER DELETE ON "pre_bookings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_sync('expert_id');
--> statement-breakpoint
-- expert_match_totals.active follows the active rows of expert_match: the difference each
-- statement makes, added in its transaction (a row lock only when the number changes: an expert
-- activated, deactivated, added or deleted).
CREATE OR REPLACE FUNCTION expert_match_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) FILTER (WHERE is_active) INTO delta FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) FILTER (WHERE is_active) INTO delta FROM old_rows;
  ELSE
    SELECT (SELECT count(*) FILTER (WHERE is_active) FROM new_rows) - (SELECT count(*) FILTER (WHERE is_active) FROM old_rows) INTO delta;
  END IF;
  IF delta <> 0 THEN
    UPDATE expert_match_totals SET active = active + delta;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO expert_match_totals (id, active) VALUES (true, 0);
--> statement-breakpoint
CREATE TRIGGER expert_match_count_insert AFTER INSERT ON "expert_match" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_count();
--> statement-breakpoint
CREATE TRIGGER expert_match_count_update AFTER UPDATE ON "expert_match" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_count();
--> statement-breakpoint
CREATE TRIGGER expert_match_count_delete AFTER DELETE ON "expert_match" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_count();
--> statement-breakpoint
-- The rows of the experts already there.
SELECT expert_match_refresh(array_agg(user_id)) FROM experts;
