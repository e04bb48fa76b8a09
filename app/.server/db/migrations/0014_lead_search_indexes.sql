-- Trigram indexes for the leads search (pg_trgm: trusted since PostgreSQL 13, so a database owner
-- may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "form_submissions_search" ON "form_submissions" USING gin (translate(lower(coalesce(("data" ->> 'name'), '') || chr(10) || coalesce(("data" ->> 'email'), '') || chr(10) || coalesce(("data" ->> 'phone'), '') || chr(10) || coalesce(("data" ->> 'city'), '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_phone_digits" ON "form_submissions" USING gin (regexp_replace(coalesce(("data" ->> 'phone'), ''), '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_submissions_state" ON "form_submissions" USING btree (("data" ->> 'state'));