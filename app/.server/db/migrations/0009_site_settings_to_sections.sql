-- The logo, the social links and the promo banner become sections of the content registry
-- ("logo", "social-links", "promo-banner"), edited with draft, preview, publish and versions like
-- the others. Each one saved in site_settings becomes its section's published value, with a first
-- version row, read the way the public pages read it until now: a blank logo or banner text is
-- the default text, a key never saved is its default, a logo image or link the pages would not
-- use is left blank. A row holding just the defaults (the seed wrote one of each) is not copied:
-- the section shows its defaults anyway. A section published already is left as it is. The moved
-- rows are then deleted; site_settings keeps its other rows (the media samples' mark).
WITH stored AS (
	SELECT "section", "settings" AS s, "created_by", "updated_at" FROM "site_settings"
), logo AS (
	SELECT 'logo' AS "section_id",
		jsonb_build_object(
			'text', CASE WHEN jsonb_typeof(s->'text') = 'string' AND btrim(s->>'text') <> ''
				THEN btrim(s->>'text') ELSE 'Cota Fácil' END,
			'imageUrl', CASE WHEN jsonb_typeof(s->'imageUrl') = 'string'
					AND btrim(s->>'imageUrl') !~ '[[:space:][:cntrl:]]'
					AND (btrim(s->>'imageUrl') ~ '^/([^/\\]|$)' OR btrim(s->>'imageUrl') ~* '^https://[^/?#]')
				THEN btrim(s->>'imageUrl') ELSE '' END
		) AS value,
		jsonb_build_object('text', 'Cota Fácil', 'imageUrl', '') AS defaults,
		"created_by", "updated_at"
	FROM stored WHERE "section" = 'logo'
), social AS (
	SELECT 'social-links' AS "section_id",
		(SELECT jsonb_object_agg(network.key,
			CASE
				WHEN jsonb_typeof(s->network.key) IS DISTINCT FROM 'string' THEN network.fallback
				WHEN btrim(s->>network.key) !~ '[[:space:][:cntrl:]]'
					AND btrim(s->>network.key) ~* '^https?://[^/?#]' THEN btrim(s->>network.key)
				ELSE ''
			END)
		FROM (VALUES
			('facebook', 'https://facebook.com/cotafacil'),
			('instagram', 'https://instagram.com/cotafacil'),
			('twitter', ''),
			('linkedin', 'https://linkedin.com/company/cotafacil')
		) AS network (key, fallback)) AS value,
		jsonb_build_object(
			'facebook', 'https://facebook.com/cotafacil',
			'instagram', 'https://instagram.com/cotafacil',
			'twitter', '',
			'linkedin', 'https://linkedin.com/company/cotafacil'
		) AS defaults,
		"created_by", "updated_at"
	FROM stored WHERE "section" = 'socialLinks'
), banner AS (
	SELECT 'promo-banner' AS "section_id",
		jsonb_build_object(
			'text', CASE WHEN jsonb_typeof(s->'text') = 'string' AND btrim(s->>'text') <> ''
				THEN btrim(s->>'text') ELSE 'Aproveite a última semana com Valores Promocionais!' END,
			'deadline', CASE
				WHEN jsonb_typeof(s->'deadline') IS DISTINCT FROM 'string' THEN '2025-10-17T23:59:59'
				WHEN btrim(s->>'deadline') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$' THEN btrim(s->>'deadline')
				ELSE ''
			END
		) AS value,
		jsonb_build_object('text', 'Aproveite a última semana com Valores Promocionais!', 'deadline', '2025-10-17T23:59:59') AS defaults,
		"created_by", "updated_at"
	FROM stored WHERE "section" = 'promoBanner'
), moved AS (
	SELECT * FROM logo UNION ALL SELECT * FROM social UNION ALL SELECT * FROM banner
)
INSERT INTO "content_sections" ("section_id", "published", "published_by", "published_at")
SELECT "section_id", value, "created_by", "updated_at" FROM moved WHERE value <> defaults
ON CONFLICT ("section_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_section_versions" ("section_id", "value", "published_by", "published_at")
SELECT section."section_id", section."published", section."published_by", section."published_at"
FROM "content_sections" AS section
WHERE section."section_id" IN ('logo', 'social-links', 'promo-banner')
	AND section."published" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "content_section_versions" AS version WHERE version."section_id" = section."section_id"
	);
--> statement-breakpoint
DELETE FROM "site_settings" WHERE "section" IN ('logo', 'socialLinks', 'promoBanner');
