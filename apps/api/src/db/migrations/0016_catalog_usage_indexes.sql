CREATE INDEX "company_field_links_field_idx" ON "company_field_links" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "company_tag_links_tag_idx" ON "company_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "jobs_field_idx" ON "jobs" USING btree ("field_id");