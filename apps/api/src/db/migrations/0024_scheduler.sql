CREATE TABLE "scheduled_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"run_requested_at" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "task_notices" (
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_notices_kind_target_id_key_pk" PRIMARY KEY("kind","target_id","key")
);
--> statement-breakpoint
CREATE TABLE "task_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_name" text NOT NULL,
	"owner" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"summary" text,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "task_runs_task_idx" ON "task_runs" USING btree ("task_name","started_at");--> statement-breakpoint
CREATE INDEX "task_runs_started_idx" ON "task_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "task_runs_running_idx" ON "task_runs" USING btree ("task_name") WHERE "task_runs"."outcome" = 'running';