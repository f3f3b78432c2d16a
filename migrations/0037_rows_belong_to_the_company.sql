CREATE FUNCTION "company_of_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_id IS NULL THEN
    SELECT m.company_id INTO NEW.company_id FROM company_members m WHERE m.user_id = NEW.client_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "requisitions" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "requisitions" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisitions_company_idx" ON "requisitions" USING btree ("company_id","submitted_at","id");--> statement-breakpoint
CREATE TRIGGER "requisitions_company_of_client" BEFORE INSERT ON "requisitions" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();--> statement-breakpoint
ALTER TABLE "dream_teams" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "dream_teams" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "dream_teams" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dream_teams" ADD CONSTRAINT "dream_teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dream_teams_company_idx" ON "dream_teams" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE TRIGGER "dream_teams_company_of_client" BEFORE INSERT ON "dream_teams" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "pre_bookings" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "pre_bookings" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_bookings" ADD CONSTRAINT "pre_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_bookings_company_idx" ON "pre_bookings" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE TRIGGER "pre_bookings_company_of_client" BEFORE INSERT ON "pre_bookings" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "interviews" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "interviews" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE TRIGGER "interviews_company_of_client" BEFORE INSERT ON "interviews" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "engagements" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "engagements" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_company_idx" ON "engagements" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE TRIGGER "engagements_company_of_client" BEFORE INSERT ON "engagements" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "invoices" r SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = r."client_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","period_start","id");--> statement-breakpoint
CREATE TRIGGER "invoices_company_of_client" BEFORE INSERT ON "invoices" FOR EACH ROW EXECUTE FUNCTION "company_of_client"();