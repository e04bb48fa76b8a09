ALTER TABLE "outbox_attempts" ALTER COLUMN "duration_ms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Attempts logged before this change were written once they had finished.
UPDATE "outbox_attempts" SET "finished_at" = "attempted_at" + ("duration_ms" * interval '1 millisecond') WHERE "finished_at" IS NULL;
