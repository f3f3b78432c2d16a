CREATE TABLE "vetting_stages" (
	"user_id" integer NOT NULL,
	"stage" text NOT NULL,
	"outcome" text NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessor_id" integer,
	"score" integer,
	"problem_solving" integer,
	"system_design" integer,
	"communication" integer,
	"level" text,
	"checked" integer,
	"clear" boolean,
	"notes" text,
	CONSTRAINT "vetting_stages_user_id_stage_pk" PRIMARY KEY("user_id","stage"),
	CONSTRAINT "vetting_stages_stage" CHECK ("vetting_stages"."stage" in ('cv', 'technical', 'interview', 'english', 'references', 'background')),
	CONSTRAINT "vetting_stages_outcome" CHECK ("vetting_stages"."outcome" in ('passed', 'failed')),
	CONSTRAINT "vetting_stages_score" CHECK ("vetting_stages"."score" is null or "vetting_stages"."score" between 0 and 100),
	CONSTRAINT "vetting_stages_scorecard" CHECK ((problem_solving is null or problem_solving between 1 and 5) and (system_design is null or system_design between 1 and 5) and (communication is null or communication between 1 and 5)),
	CONSTRAINT "vetting_stages_level" CHECK ("vetting_stages"."level" is null or "vetting_stages"."level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "vetting_stages_checked" CHECK ("vetting_stages"."checked" is null or "vetting_stages"."checked" between 0 and 20),
	CONSTRAINT "vetting_stages_pass_marks" CHECK ("vetting_stages"."outcome" <> 'passed' or case "vetting_stages"."stage"
        when 'technical' then coalesce("vetting_stages"."score" >= 70, "vetting_stages"."assessor_id" is null)
        when 'english' then coalesce("vetting_stages"."level" in ('C1', 'C2'), "vetting_stages"."assessor_id" is null)
        when 'references' then coalesce("vetting_stages"."checked" >= 2, "vetting_stages"."assessor_id" is null)
        when 'background' then coalesce("vetting_stages"."clear", "vetting_stages"."assessor_id" is null)
        else true end)
);
--> statement-breakpoint
ALTER TABLE "vetting_stages" ADD CONSTRAINT "vetting_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_stages" ADD CONSTRAINT "vetting_stages_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The experts active before vetting was recorded stay active: each gets the six stages passed, dated
-- now, assessed by the migration (no assessor) and without figures, which were never kept.
INSERT INTO "vetting_stages" ("user_id", "stage", "outcome", "assessed_at", "assessor_id")
SELECT e."user_id", s."stage", 'passed', now(), NULL
FROM "experts" e
CROSS JOIN (VALUES ('cv'), ('technical'), ('interview'), ('english'), ('references'), ('background')) AS s("stage")
WHERE e."is_active";
