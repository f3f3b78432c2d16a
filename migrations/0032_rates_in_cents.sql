-- Every rate is USD cents (docs/decisions/081-*): the expert's rate, the match's copy of it and a
-- requisition's budget were whole dollars. Each column is renamed to say cents and its values
-- multiplied by 100 in the same rewrite, as 64-bit integers like the engagements' rates (0030), so
-- no stored rate can overflow. The rewrite fires no row triggers; the function that keeps
-- expert_match names the renamed columns from here on.
ALTER TABLE "experts" RENAME COLUMN "hourly_rate" TO "hourly_rate_cents";--> statement-breakpoint
ALTER TABLE "experts" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint USING "hourly_rate_cents"::bigint * 100;--> statement-breakpoint
ALTER TABLE "experts" DROP CONSTRAINT "experts_rate_positive";--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_rate_positive" CHECK ("experts"."hourly_rate_cents" is null or "experts"."hourly_rate_cents" > 0);--> statement-breakpoint
ALTER TABLE "expert_match" RENAME COLUMN "hourly_rate" TO "hourly_rate_cents";--> statement-breakpoint
ALTER TABLE "expert_match" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint USING "hourly_rate_cents"::bigint * 100;--> statement-breakpoint
ALTER TABLE "requisitions" RENAME COLUMN "max_rate" TO "max_rate_cents";--> statement-breakpoint
ALTER TABLE "requisitions" ALTER COLUMN "max_rate_cents" SET DATA TYPE bigint USING "max_rate_cents"::bigint * 100;--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_match_refresh(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM expert_match WHERE expert_id = ANY(ids) ORDER BY expert_id FOR UPDATE;
  INSERT INTO expert_match AS m (expert_id, is_active, skills, hourly_rate_cents, years_experience, time_zone, work_start, work_end,
                                 available_from, available_to, busy)
  SELECT e.user_id, e.is_active, lower_skills(e.skills), e.hourly_rate_cents, e.years_experience, e.time_zone, e.work_start, e.work_end,
         CASE WHEN a.status = 'available' THEN a.available_from END,
         CASE WHEN a.status = 'available' THEN a.available_to END,
         coalesce((SELECT range_agg(daterange(b.start_date, b.end_date, '[]')) FROM pre_bookings b
                    WHERE b.expert_id = e.user_id AND b.status IN ('pending', 'confirmed')), '{}'::datemultirange)
    FROM experts e LEFT JOIN availability a ON a.expert_id = e.user_id
   WHERE e.user_id = ANY(ids)
  ON CONFLICT (expert_id) DO UPDATE SET
    is_active = excluded.is_active, skills = excluded.skills, hourly_rate_cents = excluded.hourly_rate_cents,
    years_experience = excluded.years_experience, time_zone = excluded.time_zone, work_start = excluded.work_start,
    work_end = excluded.work_end, available_from = excluded.available_from, available_to = excluded.available_to,
    busy = excluded.busy
  WHERE (m.is_active, m.skills, m.hourly_rate_cents, m.years_experience, m.time_zone, m.work_start, m.work_end,
         m.available_from, m.available_to, m.busy)
        IS DISTINCT FROM
        (excluded.is_active, excluded.skills, excluded.hourly_rate_cents, excluded.years_experience, excluded.time_zone, excluded.work_start,
         excluded.work_end, excluded.available_from, excluded.available_to, excluded.busy);
END $$;
