ALTER TABLE "content_section_versions" ADD COLUMN "schema_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "draft_schema_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "published_schema_version" integer DEFAULT 1 NOT NULL;