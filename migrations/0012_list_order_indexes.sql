DROP INDEX "dream_teams_client_idx";--> statement-breakpoint
DROP INDEX "pre_bookings_client_idx";--> statement-breakpoint
DROP INDEX "pre_bookings_expert_idx";--> statement-breakpoint
DROP INDEX "pre_bookings_status_idx";--> statement-breakpoint
CREATE INDEX "dream_teams_created_idx" ON "dream_teams" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pre_bookings_created_idx" ON "pre_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_listed_idx" ON "blog_posts" USING btree (coalesce("published_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "discovery_calls_created_idx" ON "discovery_calls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discovery_calls_status_created_idx" ON "discovery_calls" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "dream_teams_client_idx" ON "dream_teams" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pre_bookings_client_idx" ON "pre_bookings" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pre_bookings_expert_idx" ON "pre_bookings" USING btree ("expert_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pre_bookings_status_idx" ON "pre_bookings" USING btree ("status","created_at","id");