CREATE TABLE "company_field_links" (
	"company_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	CONSTRAINT "company_field_links_company_id_field_id_pk" PRIMARY KEY("company_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "company_tag_links" (
	"company_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "company_tag_links_company_id_tag_id_pk" PRIMARY KEY("company_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_user_id" bigint,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_field_links" ADD CONSTRAINT "company_field_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_field_links" ADD CONSTRAINT "company_field_links_field_id_company_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."company_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tag_links" ADD CONSTRAINT "company_tag_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tag_links" ADD CONSTRAINT "company_tag_links_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id");