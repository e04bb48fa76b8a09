DROP INDEX "form_submissions_created";--> statement-breakpoint
CREATE INDEX "form_submissions_created" ON "form_submissions" USING btree ("created_at","id");