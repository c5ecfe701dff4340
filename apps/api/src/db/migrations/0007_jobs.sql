CREATE TYPE "public"."job_status" AS ENUM('waiting', 'approved', 'rejected', 'disabled');--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"vnd_per_unit" numeric(20, 6) NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_equipments" (
	"job_id" bigint NOT NULL,
	"equipment_id" bigint NOT NULL,
	CONSTRAINT "job_equipments_job_id_equipment_id_pk" PRIMARY KEY("job_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "job_moderations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" bigint NOT NULL,
	"skill_id" bigint NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_tags" (
	"job_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "job_tags_job_id_tag_id_pk" PRIMARY KEY("job_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint,
	"kind" text NOT NULL,
	"status" "job_status" DEFAULT 'waiting' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"nation_code" text NOT NULL,
	"province_code" text,
	"location" text,
	"work_id" bigint,
	"field_id" bigint,
	"quantity" integer NOT NULL,
	"gender" text DEFAULT 'any' NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"education" text DEFAULT 'none' NOT NULL,
	"education_rank" smallint DEFAULT 0 NOT NULL,
	"working_type" text DEFAULT 'full_time' NOT NULL,
	"salary_currency" text DEFAULT 'VND' NOT NULL,
	"salary_period" text DEFAULT 'month' NOT NULL,
	"salary_min" numeric(16, 2),
	"salary_max" numeric(16, 2),
	"salary_min_vnd" bigint,
	"salary_max_vnd" bigint,
	"expense_max" bigint,
	"bonus_main" bigint,
	"bonus_warranty" bigint,
	"deadline" date NOT NULL,
	"expected_flight_date" date,
	"description" text NOT NULL,
	"requirements" text,
	"benefits" text,
	"thumbnail" text,
	"reject_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_quantity_positive" CHECK ("jobs"."quantity" > 0),
	CONSTRAINT "jobs_age_range" CHECK ("jobs"."age_min" IS NULL OR "jobs"."age_max" IS NULL OR "jobs"."age_min" <= "jobs"."age_max"),
	CONSTRAINT "jobs_flight_after_deadline" CHECK ("jobs"."expected_flight_date" IS NULL OR "jobs"."deadline" < "jobs"."expected_flight_date"),
	CONSTRAINT "jobs_expense_max" CHECK ("jobs"."expense_max" IS NULL OR ("jobs"."expense_max" > 0 AND "jobs"."expense_max" <= 2000000000))
);
--> statement-breakpoint
ALTER TABLE "job_equipments" ADD CONSTRAINT "job_equipments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_equipments" ADD CONSTRAINT "job_equipments_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_moderations" ADD CONSTRAINT "job_moderations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_moderations" ADD CONSTRAINT "job_moderations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tags" ADD CONSTRAINT "job_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_nation_code_nations_code_fk" FOREIGN KEY ("nation_code") REFERENCES "public"."nations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_field_id_company_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."company_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_moderations_job_idx" ON "job_moderations" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_tags_tag_idx" ON "job_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at");