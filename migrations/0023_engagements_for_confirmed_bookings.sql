-- Every confirmed (or since completed) pre-booking without an engagement gets one at its expert's rate
-- (in cents); a completed booking's engagement is ended as completed; experts without a rate are left
-- out. The same statement is ENGAGEMENT_BACKFILL_SQL in server/engagements/engagements.repo.ts.
INSERT INTO "engagements" ("pre_booking_id", "client_id", "expert_id", "requisition_id", "hourly_rate_cents", "start_date", "end_date", "status", "ended_at", "end_reason", "created_at", "updated_at")
SELECT b."id", b."client_id", b."expert_id", b."requisition_id", x."hourly_rate" * 100, b."start_date", b."end_date",
       CASE WHEN b."status" = 'completed' THEN 'ended' ELSE 'awaiting_acceptance' END,
       CASE WHEN b."status" = 'completed' THEN coalesce(b."completed_at", now()) END,
       CASE WHEN b."status" = 'completed' THEN 'completed' END,
       coalesce(b."confirmed_at", b."created_at"), now()
  FROM "pre_bookings" b
  JOIN "experts" x ON x."user_id" = b."expert_id"
 WHERE b."status" IN ('confirmed', 'completed')
   AND x."hourly_rate" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "engagements" e WHERE e."pre_booking_id" = b."id")
ON CONFLICT ("pre_booking_id") DO NOTHING;
