CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_size" text,
	"industry" text,
	"location" text,
	"website" text,
	"legal_name" text,
	"billing_email" text,
	"billing_address" text,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitations_role" CHECK ("company_invitations"."role" in ('owner', 'hiring', 'finance', 'viewer')),
	CONSTRAINT "company_invitations_spent_once" CHECK ("company_invitations"."accepted_at" is null or "company_invitations"."revoked_at" is null)
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "company_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "company_members_role" CHECK ("company_members"."role" in ('owner', 'hiring', 'finance', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_whom";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "company_invitation_id" integer;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_hash_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","joined_at","id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_invitation_id_company_invitations_id_fk" FOREIGN KEY ("company_invitation_id") REFERENCES "public"."company_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_whom" CHECK ("mail_outbox"."user_id" is not null or "mail_outbox"."discovery_call_id" is not null or "mail_outbox"."company_invitation_id" is not null);--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "company_size", "industry", "location", "website", "created_at", "updated_at")
SELECT u."id",
       coalesce(nullif(btrim(p."company_name"), ''), u."first_name" || ' ' || u."last_name"),
       p."company_size", p."industry", p."company_location", p."website",
       u."created_at", coalesce(p."updated_at", u."created_at")
  FROM "users" u
  LEFT JOIN "client_profiles" p ON p."user_id" = u."id"
 WHERE u."user_type" = 'client';--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "joined_at")
SELECT u."id", u."id", 'owner', u."created_at" FROM "users" u WHERE u."user_type" = 'client';--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('companies', 'id'), coalesce((SELECT max("id") FROM "companies"), 0) + 1, false);
