CREATE TABLE "accepted_terms" (
	"engagement_id" integer NOT NULL,
	"terms_version" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"weekly_hours" integer NOT NULL,
	"end_date" date NOT NULL,
	"first_week" date NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accepted_terms_engagement_id_terms_version_pk" PRIMARY KEY("engagement_id","terms_version"),
	CONSTRAINT "accepted_terms_first_week_monday" CHECK (extract(isodow from "accepted_terms"."first_week") = 1),
	CONSTRAINT "accepted_terms_rate" CHECK ("accepted_terms"."hourly_rate_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "accepted_terms" ADD CONSTRAINT "accepted_terms_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every engagement that has been active keeps the version of its terms both parties last accepted,
-- pricing it from its first week. Where a change now waits for acceptance, that version's values are
-- the ones the audit log's first change after it replaced (the current value where none did).
INSERT INTO "accepted_terms" ("engagement_id", "terms_version", "hourly_rate_cents", "weekly_hours", "end_date", "first_week", "accepted_at")
SELECT e."id", v."version",
       coalesce((SELECT (a."changes"->'hourlyRateCents'->>'from')::int FROM "audit_log" a
                  WHERE a."action" = 'engagement.terms-changed' AND a."target_type" = 'engagement' AND a."target_id" = e."id"::text
                    AND a."changes" ? 'hourlyRateCents' AND (a."changes"->'termsVersion'->>'from')::int >= v."version"
                  ORDER BY (a."changes"->'termsVersion'->>'from')::int LIMIT 1), e."hourly_rate_cents"),
       coalesce((SELECT (a."changes"->'weeklyHours'->>'from')::int FROM "audit_log" a
                  WHERE a."action" = 'engagement.terms-changed' AND a."target_type" = 'engagement' AND a."target_id" = e."id"::text
                    AND a."changes" ? 'weeklyHours' AND (a."changes"->'termsVersion'->>'from')::int >= v."version"
                  ORDER BY (a."changes"->'termsVersion'->>'from')::int LIMIT 1), e."weekly_hours"),
       coalesce((SELECT (a."changes"->'endDate'->>'from')::date FROM "audit_log" a
                  WHERE a."action" = 'engagement.terms-changed' AND a."target_type" = 'engagement' AND a."target_id" = e."id"::text
                    AND a."changes" ? 'endDate' AND (a."changes"->'termsVersion'->>'from')::int >= v."version"
                  ORDER BY (a."changes"->'termsVersion'->>'from')::int LIMIT 1), e."end_date"),
       e."start_date" - (extract(isodow from e."start_date")::int - 1),
       coalesce(greatest(e."client_accepted_at", e."expert_accepted_at"), e."activated_at")
  FROM "engagements" e
  CROSS JOIN LATERAL (
    SELECT CASE WHEN e."client_accepted_at" IS NOT NULL AND e."expert_accepted_at" IS NOT NULL THEN e."terms_version"
                ELSE coalesce((SELECT max(x."version") FROM (
                                 SELECT (a."changes"->>'termsVersion')::int AS "version" FROM "audit_log" a
                                  WHERE a."action" = 'engagement.accepted' AND a."target_type" = 'engagement' AND a."target_id" = e."id"::text
                                  GROUP BY 1 HAVING count(DISTINCT a."changes"->>'party') = 2) x),
                              greatest(e."terms_version" - 1, 1)) END AS "version") v
 WHERE e."activated_at" IS NOT NULL;
