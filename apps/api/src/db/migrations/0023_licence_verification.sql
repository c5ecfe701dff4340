CREATE TYPE "public"."licence_state" AS ENUM('none', 'pending', 'verified', 'rejected', 'expired', 'revoked');--> statement-breakpoint
CREATE TABLE "licence_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"from_state" "licence_state",
	"to_state" "licence_state" NOT NULL,
	"method" text,
	"link" text,
	"note" text,
	"expires_on" date,
	"licence_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "labor_license_authority" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "labor_license_file" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_state" "licence_state" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_events_company_idx" ON "licence_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_licence_state_idx" ON "companies" USING btree ("licence_state");