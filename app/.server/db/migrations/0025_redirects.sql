CREATE TABLE "not_found_addresses" (
	"path" text NOT NULL,
	"day" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "not_found_addresses_path_day" ON "not_found_addresses" USING btree ("path","day");--> statement-breakpoint
CREATE INDEX "not_found_addresses_day" ON "not_found_addresses" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirects_to_url" ON "redirects" USING btree ("to_url");