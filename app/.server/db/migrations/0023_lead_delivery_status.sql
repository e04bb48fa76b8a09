ALTER TABLE "form_submissions" ADD COLUMN "delivery_status" text;--> statement-breakpoint
-- Every lead's newest delivery's status, as the list read it row by row before.
UPDATE "form_submissions" SET "delivery_status" = "latest"."status"
FROM (
  SELECT DISTINCT ON ("submission_id") "submission_id", "status" FROM "outbox"
  WHERE "submission_id" IS NOT NULL
  ORDER BY "submission_id", "created_at" DESC, "id" DESC
) AS "latest"
WHERE "form_submissions"."id" = "latest"."submission_id";--> statement-breakpoint
-- Kept in the transaction of whatever inserts a delivery or changes a status (intake, the
-- worker, 'Reenviar', retention, a restore): the lead's column is set to its newest delivery's
-- status, and left untouched when it already holds it (a lead's insert writes it itself).
CREATE FUNCTION "keep_lead_delivery_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."submission_id" IS NOT NULL THEN
    UPDATE "form_submissions" SET "delivery_status" = "latest"."status"
    FROM (
      SELECT "status" FROM "outbox" WHERE "submission_id" = NEW."submission_id"
      ORDER BY "created_at" DESC, "id" DESC LIMIT 1
    ) AS "latest"
    WHERE "form_submissions"."id" = NEW."submission_id"
      AND "form_submissions"."delivery_status" IS DISTINCT FROM "latest"."status";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_keeps_lead_delivery_status"
AFTER INSERT OR UPDATE OF "status" ON "outbox"
FOR EACH ROW EXECUTE FUNCTION "keep_lead_delivery_status"();--> statement-breakpoint
CREATE INDEX "form_submissions_delivery_status" ON "form_submissions" USING btree ("delivery_status","created_at","id");
