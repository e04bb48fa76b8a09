CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
