CREATE TABLE "scheduled_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"action" text NOT NULL,
	"value" jsonb,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "scheduled_publications_due" ON "scheduled_publications" USING btree ("publish_at") WHERE "scheduled_publications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_publications_section" ON "scheduled_publications" USING btree ("section_id","publish_at");