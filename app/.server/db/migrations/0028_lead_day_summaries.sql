CREATE TABLE "lead_day_summaries" (
	"day" date PRIMARY KEY NOT NULL,
	"counts" jsonb NOT NULL
);--> statement-breakpoint
-- A day's counts are forgotten in the transaction that changes one of its leads: a lead stored
-- with an earlier date (a restore), a lead's date or fields changed, a lead deleted (retention,
-- the admin), every lead truncated. A lead's insert at intake (created now, an open day) never
-- calls the function: the trigger's condition is false.
CREATE FUNCTION "forget_lead_day_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "lead_day_summaries";
  ELSIF TG_OP = 'DELETE' AND TG_LEVEL = 'STATEMENT' THEN
    DELETE FROM "lead_day_summaries" WHERE "day" IN (
      SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM "deleted_leads");
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM "lead_day_summaries" WHERE "day" = (OLD."created_at" AT TIME ZONE 'America/Sao_Paulo')::date;
    END IF;
    DELETE FROM "lead_day_summaries" WHERE "day" = (NEW."created_at" AT TIME ZONE 'America/Sao_Paulo')::date;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lead_insert_forgets_its_day" AFTER INSERT ON "form_submissions"
FOR EACH ROW WHEN (NEW."created_at" < now() - interval '24 hours')
EXECUTE FUNCTION "forget_lead_day_summaries"();--> statement-breakpoint
CREATE TRIGGER "lead_change_forgets_its_days" AFTER UPDATE OF "created_at", "data", "attribution" ON "form_submissions"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."data" IS DISTINCT FROM NEW."data"
  OR OLD."attribution" IS DISTINCT FROM NEW."attribution")
EXECUTE FUNCTION "forget_lead_day_summaries"();--> statement-breakpoint
CREATE TRIGGER "lead_delete_forgets_its_days" AFTER DELETE ON "form_submissions"
REFERENCING OLD TABLE AS "deleted_leads" FOR EACH STATEMENT
EXECUTE FUNCTION "forget_lead_day_summaries"();--> statement-breakpoint
CREATE TRIGGER "lead_truncate_forgets_every_day" AFTER TRUNCATE ON "form_submissions"
FOR EACH STATEMENT EXECUTE FUNCTION "forget_lead_day_summaries"();
