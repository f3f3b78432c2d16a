CREATE TABLE "invoice_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_mails_kind" CHECK ("invoice_mails"."kind" in ('issued', 'due', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_what";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_whom";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "invoice_mail_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mails_once_idx" ON "invoice_mails" USING btree ("invoice_id","kind");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_invoice_mail_id_invoice_mails_id_fk" FOREIGN KEY ("invoice_mail_id") REFERENCES "public"."invoice_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_invoice_mail_idx" ON "mail_outbox" USING btree ("invoice_mail_id") WHERE "mail_outbox"."invoice_mail_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_what" CHECK (num_nonnulls("mail_outbox"."notification_id", "mail_outbox"."account_mail", "mail_outbox"."discovery_call_id", "mail_outbox"."invoice_mail_id") = 1);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_whom" CHECK ("mail_outbox"."user_id" is not null or "mail_outbox"."discovery_call_id" is not null or "mail_outbox"."company_invitation_id" is not null or "mail_outbox"."invoice_mail_id" is not null);