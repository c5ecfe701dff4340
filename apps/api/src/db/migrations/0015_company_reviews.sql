CREATE TABLE "company_review_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"reporter_id" bigint,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_review_votes" (
	"review_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"rating_costs" smallint,
	"rating_before_departure" smallint,
	"rating_abroad" smallint,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reply_content" text,
	"reply_by" bigint,
	"reply_created_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"removal_reason" text,
	"moderated_by" bigint,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_reviews_rating_range" CHECK ("company_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "company_reviews_rating_costs_range" CHECK (rating_costs IS NULL OR rating_costs BETWEEN 1 AND 5),
	CONSTRAINT "company_reviews_rating_before_range" CHECK (rating_before_departure IS NULL OR rating_before_departure BETWEEN 1 AND 5),
	CONSTRAINT "company_reviews_rating_abroad_range" CHECK (rating_abroad IS NULL OR rating_abroad BETWEEN 1 AND 5),
	CONSTRAINT "company_reviews_status" CHECK ("company_reviews"."status" IN ('published', 'hidden', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "company_review_reports" ADD CONSTRAINT "company_review_reports_review_id_company_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."company_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review_reports" ADD CONSTRAINT "company_review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review_votes" ADD CONSTRAINT "company_review_votes_review_id_company_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."company_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review_votes" ADD CONSTRAINT "company_review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_reply_by_users_id_fk" FOREIGN KEY ("reply_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_review_reports_reporter_key" ON "company_review_reports" USING btree ("review_id","reporter_key");--> statement-breakpoint
CREATE INDEX "company_review_reports_open_idx" ON "company_review_reports" USING btree ("review_id") WHERE "company_review_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_company_user_key" ON "company_reviews" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_reviews_company_published_idx" ON "company_reviews" USING btree ("company_id","created_at" DESC NULLS LAST) WHERE "company_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "company_reviews_user_idx" ON "company_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_reviews_created_idx" ON "company_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);