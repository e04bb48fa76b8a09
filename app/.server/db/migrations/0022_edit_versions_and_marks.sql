CREATE TABLE "editing_marks" (
	"thing" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"page_token" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_from" text,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_versions_form" ON "form_versions" USING btree ("form_id","saved_at");--> statement-breakpoint
-- The forms as saved so far become their first version: what the team set is kept, and can be restored.
INSERT INTO "form_versions" ("form_id", "fields", "settings", "saved_by", "saved_at")
SELECT "form_id", "fields", "settings", coalesce("updated_by", "created_by"), "updated_at" FROM "forms";
