CREATE FUNCTION "approver_is_booker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.approver_id IS NULL THEN
    NEW.approver_id := NEW.client_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "approver_id" integer;--> statement-breakpoint
UPDATE "engagements" SET "approver_id" = "client_id";--> statement-breakpoint
ALTER TABLE "engagements" ALTER COLUMN "approver_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_approver_idx" ON "engagements" USING btree ("approver_id");--> statement-breakpoint
CREATE TRIGGER "engagements_approver_is_booker" BEFORE INSERT ON "engagements" FOR EACH ROW EXECUTE FUNCTION "approver_is_booker"();
