CREATE TYPE "public"."email_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('wait_activation', 'activated', 'deactivated', 'locked', 'wait_approval');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('employee', 'admin', 'sub_admin', 'company', 'leader_sale', 'sale');--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_fields" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"activity" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_districts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"province_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_wards" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"district_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"is_destination" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "skills_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"suggested" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ward_mappings" (
	"old_ward_code" text NOT NULL,
	"new_ward_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"province_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"logo" text,
	"address_detail" text,
	"province_code" text,
	"ward_code" text,
	"tax_code" text,
	"business_license_file" text,
	"activities" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"description" text,
	"website" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"labor_license_number" text,
	"labor_license_date" date,
	"employee_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_not_blank" CHECK (btrim("companies"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" "user_type",
	"status" "user_status" DEFAULT 'activated' NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"username" text,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"avatar" text,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_districts" ADD CONSTRAINT "legacy_districts_province_code_legacy_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."legacy_provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_wards" ADD CONSTRAINT "legacy_wards_district_code_legacy_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."legacy_districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_fields_slug_activity_key" ON "company_fields" USING btree ("slug","activity");--> statement-breakpoint
CREATE INDEX "legacy_districts_province_idx" ON "legacy_districts" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "legacy_wards_district_idx" ON "legacy_wards" USING btree ("district_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ward_mappings_key" ON "ward_mappings" USING btree ("old_ward_code","new_ward_code");--> statement-breakpoint
CREATE INDEX "ward_mappings_new_idx" ON "ward_mappings" USING btree ("new_ward_code");--> statement-breakpoint
CREATE INDEX "wards_province_idx" ON "wards" USING btree ("province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_key" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_type_status_idx" ON "users" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");