ALTER TABLE "discovery_calls" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "discovery_calls" ADD COLUMN "requester_hash" text;--> statement-breakpoint
CREATE INDEX "discovery_calls_requester_idx" ON "discovery_calls" USING btree ("requester_hash","created_at");--> statement-breakpoint
ALTER TABLE "discovery_calls" ADD CONSTRAINT "discovery_calls_token_unique" UNIQUE("token");