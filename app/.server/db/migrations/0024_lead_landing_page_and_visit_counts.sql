CREATE TABLE "visit_counts" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_seen" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "visit_seen_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "referrer_host" text;--> statement-breakpoint
CREATE INDEX "form_submissions_landing" ON "form_submissions" USING btree ("landing_path");--> statement-breakpoint
CREATE INDEX "form_submissions_referrer_host" ON "form_submissions" USING btree ("referrer_host");