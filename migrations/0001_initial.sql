CREATE TYPE "public"."availability_status" AS ENUM('available', 'pre-booked', 'booked', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."discovery_call_status" AS ENUM('new', 'contacted', 'done');--> statement-breakpoint
CREATE TYPE "public"."dream_team_status" AS ENUM('active', 'draft');--> statement-breakpoint
CREATE TYPE "public"."pre_booking_status" AS ENUM('pending', 'confirmed', 'declined', 'completed');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('client', 'expert', 'candidate');--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text,
	"company_size" text,
	"industry" text,
	"company_location" text,
	"website" text,
	"typical_project_duration" text,
	"preferred_team_size" text,
	"budget_range" text,
	"urgency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"status" "availability_status" DEFAULT 'available' NOT NULL,
	"current_contract_end_date" date,
	"available_from" date NOT NULL,
	"available_to" date,
	"preferred_contract_length" integer DEFAULT 6 NOT NULL,
	"auto_extend" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_expert_id_unique" UNIQUE("expert_id"),
	CONSTRAINT "availability_contract_length" CHECK ("availability"."preferred_contract_length" in (3, 6, 12, 18, 24)),
	CONSTRAINT "availability_range" CHECK ("availability"."available_to" is null or "availability"."available_to" >= "availability"."available_from")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"profile_image" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"hourly_rate" integer,
	"bio" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_years_range" CHECK ("experts"."years_experience" between 0 and 50),
	CONSTRAINT "experts_rate_positive" CHECK ("experts"."hourly_rate" is null or "experts"."hourly_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "dream_team_members" (
	"team_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dream_team_members_team_id_expert_id_pk" PRIMARY KEY("team_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "dream_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" "dream_team_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"dream_team_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"contract_length" integer DEFAULT 6 NOT NULL,
	"pre_interview_requested" boolean DEFAULT true NOT NULL,
	"notes" text,
	"status" "pre_booking_status" DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_bookings_dates" CHECK ("pre_bookings"."end_date" > "pre_bookings"."start_date"),
	CONSTRAINT "pre_bookings_contract_length" CHECK ("pre_bookings"."contract_length" in (3, 6, 12, 18, 24))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"author" text DEFAULT 'Protea Talent Team' NOT NULL,
	"featured_image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"years_experience" integer,
	"cv_file_id" uuid,
	"linkedin_profile_url" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"location" text,
	"availability" text,
	"expected_salary" integer,
	"portfolio_url" text,
	"preferred_project_type" text,
	"bio" text,
	"available_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "candidate_years_range" CHECK ("candidate_profiles"."years_experience" is null or "candidate_profiles"."years_experience" between 0 and 50),
	CONSTRAINT "candidate_salary_positive" CHECK ("candidate_profiles"."expected_salary" is null or "candidate_profiles"."expected_salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cv_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"needs" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" "discovery_call_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_calls_slot_start_unique" UNIQUE("slot_start")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_team_members" ADD CONSTRAINT "dream_team_members_team_id_dream_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."dream_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_team_members" ADD CONSTRAINT "dream_team_members_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_teams" ADD CONSTRAINT "dream_teams_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_dream_team_id_dream_teams_id_fk" FOREIGN KEY ("dream_team_id") REFERENCES "public"."dream_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_cv_file_id_cv_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."cv_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "experts_search_trgm_idx" ON "experts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experts_skills_gin_idx" ON "experts" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "experts_active_rate_idx" ON "experts" USING btree ("is_active","hourly_rate");--> statement-breakpoint
CREATE INDEX "experts_active_name_idx" ON "experts" USING btree ("is_active","name","user_id");--> statement-breakpoint
CREATE INDEX "dream_team_members_expert_idx" ON "dream_team_members" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "dream_teams_client_idx" ON "dream_teams" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_bookings_client_idx" ON "pre_bookings" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_bookings_expert_idx" ON "pre_bookings" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_bookings_status_idx" ON "pre_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pre_bookings_confirmed_at_idx" ON "pre_bookings" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "cv_files_user_idx" ON "cv_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discovery_calls_status_idx" ON "discovery_calls" USING btree ("status","slot_start");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read_at","created_at");