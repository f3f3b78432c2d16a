-- An expert's confirmed bookings never overlap (dates inclusive): PRODUCT.md's double-booking rule,
-- held by the database whichever way a booking gets confirmed. Pending requests may overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_confirmed_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" = 'confirmed');
