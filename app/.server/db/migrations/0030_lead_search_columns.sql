-- The search's text stored on each lead (docs/decisions/078): adding nullable columns is
-- instant, and the indexes are built over columns that are still empty, so a million leads
-- wait for this migration seconds, not the minutes a rewrite of the table would take. The
-- leads written before it are filled by the search backfill (leads/search-backfill.ts), in
-- small transactions, through this same trigger.
DROP INDEX "form_submissions_search";--> statement-breakpoint
DROP INDEX "form_submissions_phone_digits";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "phone_digits" text;--> statement-breakpoint
-- Name, e-mail, phone and city, one per line, lower-cased, the accents taken off: the same
-- expression as leadSearchText in app/.server/db/lead-search.ts (a test holds them equal).
CREATE FUNCTION "fill_lead_search_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := translate(lower(coalesce((NEW."data" ->> 'name'), '') || chr(10) || coalesce((NEW."data" ->> 'email'), '') || chr(10) || coalesce((NEW."data" ->> 'phone'), '') || chr(10) || coalesce((NEW."data" ->> 'city'), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn');
  NEW."phone_digits" := regexp_replace(coalesce((NEW."data" ->> 'phone'), ''), '\D', '', 'g');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_fill_search_columns"
BEFORE INSERT OR UPDATE OF "data" ON "form_submissions"
FOR EACH ROW EXECUTE FUNCTION "fill_lead_search_columns"();--> statement-breakpoint
CREATE INDEX "form_submissions_search_text" ON "form_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_phone_digits_text" ON "form_submissions" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_search_unfilled" ON "form_submissions" USING btree ("id") WHERE "form_submissions"."search_text" is null;
