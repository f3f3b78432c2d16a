ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_week_id_unique";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "work_month" date;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_week_month_idx" ON "invoice_lines" USING btree ("week_id","work_month");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_credit_once_idx" ON "invoice_lines" USING btree ("engagement_id") WHERE "invoice_lines"."kind" = 'credit';--> statement-breakpoint
CREATE INDEX "invoice_lines_engagement_idx" ON "invoice_lines" USING btree ("engagement_id","kind");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_work_month" CHECK (("invoice_lines"."kind" = 'hours') = ("invoice_lines"."work_month" is not null) and ("invoice_lines"."work_month" is null or extract(day from "invoice_lines"."work_month") = 1));