ALTER TABLE "client_profiles" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "work_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "work_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "time_zone" text DEFAULT 'Africa/Johannesburg' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "work_start" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "work_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_work_start_format" CHECK ("client_profiles"."work_start" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$');--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_work_end_format" CHECK ("client_profiles"."work_end" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$');--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_work_hours_order" CHECK ("client_profiles"."work_end" > "client_profiles"."work_start");--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_work_start_format" CHECK ("experts"."work_start" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$');--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_work_end_format" CHECK ("experts"."work_end" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$');--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_work_hours_order" CHECK ("experts"."work_end" > "experts"."work_start");