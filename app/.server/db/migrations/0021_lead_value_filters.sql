CREATE INDEX "form_submissions_attribution" ON "form_submissions" USING gin ("attribution" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_amount" ON "form_submissions" USING btree (("data" ->> 'investmentAmount'));--> statement-breakpoint
CREATE INDEX "form_submissions_page" ON "form_submissions" USING btree ("page_path");