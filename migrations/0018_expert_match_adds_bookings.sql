-- A new request only adds days to its expert's busy days, so inserting into pre_bookings no longer
-- rewrites the expert's expert_match row from every table: it adds the new bookings' days to
-- `busy` (a union, so nothing can drift), in one UPDATE that locks the row as the rewrite did and,
-- when another writer changed the row meanwhile, adds to that writer's committed value. The row is
-- always updated (and so locked), even when it already covers the new days: a rewrite that ends
-- another booking then waits for this transaction and reads this booking too. Confirming,
-- declining, completing and deleting still rewrite the row (expert_match_sync), since taking days
-- away needs every other booking of the expert. The cost of a request no longer grows with the
-- number of bookings the expert already has (docs/decisions/050).
CREATE FUNCTION expert_match_add_busy() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expert_match m
     SET busy = m.busy + n.busy
    FROM (SELECT expert_id, range_agg(daterange(start_date, end_date, '[]')) AS busy
            FROM new_rows
           WHERE status IN ('pending', 'confirmed')
           GROUP BY expert_id) n
   WHERE m.expert_id = n.expert_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pre_bookings_expert_match_insert ON "pre_bookings";
--> statement-breakpoint
CREATE TRIGGER pre_bookings_expert_match_insert AFTER INSERT ON "pre_bookings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expert_match_add_busy();
