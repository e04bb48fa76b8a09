CREATE TABLE "delivery_destinations" (
	"destination" text PRIMARY KEY NOT NULL,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"last_delivered_at" timestamp with time zone,
	"alert_since" timestamp with time zone,
	"alert_mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
