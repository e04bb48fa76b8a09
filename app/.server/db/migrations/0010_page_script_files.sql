CREATE TABLE "page_script_files" (
	"name" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_script_files_created" ON "page_script_files" USING btree ("created_at");