CREATE TABLE "content_section_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"section_id" text PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"draft_by" text,
	"draft_at" timestamp with time zone,
	"published" jsonb,
	"published_by" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "content_section_versions_section" ON "content_section_versions" USING btree ("section_id","published_at");