CREATE TYPE "public"."contact_channel" AS ENUM('call', 'zalo', 'email', 'meeting', 'other');--> statement-breakpoint
CREATE TYPE "public"."customer_event_kind" AS ENUM('created', 'note', 'stage', 'assignment', 'follow_up', 'contact', 'invited');--> statement-breakpoint
CREATE TYPE "public"."customer_source" AS ENUM('website', 'referral', 'event', 'cold_call', 'social', 'other');--> statement-breakpoint
CREATE TYPE "public"."customer_stage" AS ENUM('new', 'contacted', 'consulting', 'contracted', 'paused', 'lost');--> statement-breakpoint
CREATE TABLE "customer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"actor_id" bigint,
	"actor_name" text,
	"kind" "customer_event_kind" NOT NULL,
	"channel" "contact_channel",
	"text" text,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_user_id" bigint,
	"company_name" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"email" text,
	"source" "customer_source" DEFAULT 'other' NOT NULL,
	"activities" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"stage" "customer_stage" DEFAULT 'new' NOT NULL,
	"sale_id" bigint,
	"next_follow_up_on" date,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_company_name_not_blank" CHECK (btrim("customers"."company_name") <> '')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leader_id" bigint;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_user_id_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sale_id_users_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_events_customer_idx" ON "customer_events" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_user_key" ON "customers" USING btree ("company_user_id");--> statement-breakpoint
CREATE INDEX "customers_sale_idx" ON "customers" USING btree ("sale_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_follow_up_idx" ON "customers" USING btree ("next_follow_up_on");--> statement-breakpoint
CREATE INDEX "customers_activity_idx" ON "customers" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_leader_idx" ON "users" USING btree ("leader_id");