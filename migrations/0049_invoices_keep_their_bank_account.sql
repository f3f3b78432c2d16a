ALTER TABLE "invoices" ADD COLUMN "remittance" jsonb;--> statement-breakpoint
-- Invoices issued before this kept no account: theirs is the one they were printed with until now.
UPDATE "invoices" SET "remittance" = '{"accountName":"Protea Talent (Pty) Ltd","bankName":"First National Bank, Cape Town","accountNumber":"6288 4100 7215","swift":"FIRNZAJJ","currency":"USD"}'::jsonb WHERE "status" <> 'draft';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_remittance_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."remittance" is null));
