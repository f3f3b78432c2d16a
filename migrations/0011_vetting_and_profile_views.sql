CREATE TABLE "profile_views" (
	"talent_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "profile_views_talent_id_day_viewer_id_pk" PRIMARY KEY("talent_id","day","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "talent_reviews" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"cv_deleted_at" timestamp with time zone,
	CONSTRAINT "talent_reviews_status" CHECK ("talent_reviews"."review_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "talent_reviews_reason" CHECK ("talent_reviews"."review_status" <> 'rejected' or "talent_reviews"."rejection_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_reviews" ADD CONSTRAINT "talent_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_reviews_rejected_idx" ON "talent_reviews" USING btree ("reviewed_at") WHERE "talent_reviews"."review_status" = 'rejected' and "talent_reviews"."cv_deleted_at" is null;--> statement-breakpoint
-- Existing talent: an active expert was vetted when made active; we do not know when, so its creation time stands in. Everyone else awaits review.
INSERT INTO "talent_reviews" ("user_id", "review_status", "reviewed_at")
SELECT "user_id", 'approved', "created_at" FROM "experts" WHERE "is_active"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "talent_reviews" ("user_id", "review_status")
SELECT "id", 'pending' FROM "users" WHERE "user_type" IN ('expert', 'candidate')
ON CONFLICT DO NOTHING;
