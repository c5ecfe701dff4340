ALTER TABLE "applications" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "guest_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_guest_token_key" ON "applications" USING btree ("guest_token_hash");