CREATE TABLE "job_daily_stats" (
	"job_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_daily_stats_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_view_visitors" (
	"job_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "job_view_visitors_job_id_day_visitor_pk" PRIMARY KEY("job_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD CONSTRAINT "job_daily_stats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_view_visitors" ADD CONSTRAINT "job_view_visitors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_daily_stats_day_idx" ON "job_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_view_visitors_day_idx" ON "job_view_visitors" USING btree ("day");