CREATE TABLE "lead_counts" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"form_id" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_dimension_day_value_form_id_pk" PRIMARY KEY("dimension","day","value","form_id")
);--> statement-breakpoint
-- What the Campanhas report counts a lead under (docs/decisions/055): its São Paulo day (UTC−3
-- all year, as the leads list's dates), its form, and each value a report table groups it by:
-- the form's page, the landing page, the outside site, the campaign, each ad click id it carries.
CREATE FUNCTION "lead_count_entries"("lead" "form_submissions")
RETURNS TABLE ("dimension" text, "day" date, "value" text, "form_id" text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT "e"."dimension", ("lead"."created_at" AT TIME ZONE 'UTC' - interval '3 hours')::date, "e"."value", "lead"."form_id"
  FROM (
    VALUES
      ('day', ''),
      ('page', coalesce("lead"."page_path", '')),
      ('landing', coalesce("lead"."landing_path", '')),
      ('referrer', coalesce("lead"."referrer_host", '')),
      ('campaign', concat_ws(chr(31), coalesce("lead"."attribution"->>'utm_source', ''),
        coalesce("lead"."attribution"->>'utm_medium', ''), coalesce("lead"."attribution"->>'utm_campaign', '')))
    UNION ALL
    SELECT 'click', "k" FROM unnest(ARRAY['gclid', 'fbclid']) AS "k" WHERE jsonb_exists("lead"."attribution", "k")
  ) AS "e"("dimension", "value");
END;
$$;--> statement-breakpoint
-- Kept in the transaction of whatever inserts, changes or deletes a lead (intake, retention, an
-- erasure, a restore's copy): its old entries lose one, its new ones gain one.
CREATE FUNCTION "keep_lead_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "lead_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "lead_counts" AS "c" ("dimension", "day", "value", "form_id", "leads")
    SELECT "e".*, -1 FROM "lead_count_entries"(OLD) AS "e"
    ON CONFLICT ("dimension", "day", "value", "form_id") DO UPDATE SET "leads" = "c"."leads" + excluded."leads";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "lead_counts" AS "c" ("dimension", "day", "value", "form_id", "leads")
    SELECT "e".*, 1 FROM "lead_count_entries"(NEW) AS "e"
    ON CONFLICT ("dimension", "day", "value", "form_id") DO UPDATE SET "leads" = "c"."leads" + excluded."leads";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_keep_lead_counts"
AFTER INSERT OR DELETE OR UPDATE OF "form_id", "created_at", "page_path", "landing_path", "referrer_host", "attribution"
ON "form_submissions" FOR EACH ROW EXECUTE FUNCTION "keep_lead_counts"();--> statement-breakpoint
CREATE TRIGGER "form_submissions_truncate_empties_lead_counts" AFTER TRUNCATE ON "form_submissions"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_lead_counts"();--> statement-breakpoint
-- The leads already stored.
INSERT INTO "lead_counts" ("dimension", "day", "value", "form_id", "leads")
SELECT "e"."dimension", "e"."day", "e"."value", "e"."form_id", count(*)
FROM "form_submissions" AS "s", LATERAL "lead_count_entries"("s") AS "e"
GROUP BY "e"."dimension", "e"."day", "e"."value", "e"."form_id";
