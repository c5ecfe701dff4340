CREATE TABLE "job_alert_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"email" text,
	"search" text,
	"keyword_query" text,
	"kinds" text[],
	"nations" text[],
	"provinces" text[],
	"fields" integer[],
	"salary_min" bigint,
	"salary_max" bigint,
	"frequency" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"watermark" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_tokens" ADD CONSTRAINT "job_alert_tokens_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_tokens_hash_key" ON "job_alert_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "job_alert_tokens_alert_idx" ON "job_alert_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("due_at") WHERE "job_alerts"."confirmed_at" is not null and "job_alerts"."paused_at" is null and "job_alerts"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree (lower("email"));