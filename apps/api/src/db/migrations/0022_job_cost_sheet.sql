CREATE TABLE "job_cost_items" (
	"job_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_when" text NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "job_cost_items_job_id_position_pk" PRIMARY KEY("job_id","position"),
	CONSTRAINT "job_cost_items_amount_positive" CHECK ("job_cost_items"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contract_months" smallint;--> statement-breakpoint
ALTER TABLE "job_cost_items" ADD CONSTRAINT "job_cost_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;