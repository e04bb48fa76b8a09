CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"draft" jsonb,
	"draft_at" timestamp with time zone,
	"draft_by" text,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"retired_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_page_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document" jsonb,
	"redirect_to" text,
	"source" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_page_changes" ADD CONSTRAINT "scheduled_page_changes_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_versions_page" ON "page_versions" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_live" ON "pages" USING btree ("path") WHERE "pages"."status" <> 'retired';--> statement-breakpoint
CREATE INDEX "pages_status" ON "pages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "scheduled_page_changes_due" ON "scheduled_page_changes" USING btree ("run_at") WHERE "scheduled_page_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_page_changes_page" ON "scheduled_page_changes" USING btree ("page_id","run_at");