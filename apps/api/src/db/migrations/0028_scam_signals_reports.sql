CREATE TABLE "scam_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint,
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"note" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"reporter_id" bigint,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"contact" text,
	"outcome_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scam_cases" ADD CONSTRAINT "scam_cases_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_cases" ADD CONSTRAINT "scam_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_events" ADD CONSTRAINT "scam_events_case_id_scam_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."scam_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_events" ADD CONSTRAINT "scam_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_case_id_scam_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."scam_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scam_cases_job_key" ON "scam_cases" USING btree ("job_id") WHERE "scam_cases"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scam_cases_company_key" ON "scam_cases" USING btree ("company_id") WHERE "scam_cases"."job_id" IS NULL;--> statement-breakpoint
CREATE INDEX "scam_cases_status_idx" ON "scam_cases" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "scam_events_case_idx" ON "scam_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "scam_reports_case_idx" ON "scam_reports" USING btree ("case_id","created_at");