ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_what";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discovery_calls" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "discovery_call_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_discovery_call_id_discovery_calls_id_fk" FOREIGN KEY ("discovery_call_id") REFERENCES "public"."discovery_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_discovery_call_idx" ON "mail_outbox" USING btree ("discovery_call_id") WHERE "mail_outbox"."discovery_call_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_whom" CHECK ("mail_outbox"."user_id" is not null or "mail_outbox"."discovery_call_id" is not null);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_what" CHECK (num_nonnulls("mail_outbox"."notification_id", "mail_outbox"."account_mail", "mail_outbox"."discovery_call_id") = 1);