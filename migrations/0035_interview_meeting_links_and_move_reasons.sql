ALTER TABLE "interviews" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "move_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "moved_by" integer;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_meeting_url" CHECK ("interviews"."meeting_url" is null or "interviews"."meeting_url" like 'https://%');