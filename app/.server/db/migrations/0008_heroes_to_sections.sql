-- The page heroes become sections of the content registry ("hero.home", "hero.modelo-prime"…),
-- edited with draft, preview, publish and versions like the others. Each hero saved on the old
-- Content Management tabs (site_content, section 'hero') becomes its section's published value,
-- with a first version row; a blank field took the page's default text or image, so it is filled
-- with that default (the texts the product shipped with at this release). A section published
-- already is left as it is. The site_content rows are kept, unread, until a later release drops
-- the table.
INSERT INTO "content_sections" ("section_id", "published", "published_by", "published_at")
SELECT hero."section_id",
	jsonb_build_object(
		'title', coalesce(nullif(btrim(stored."content"->>'title'), ''), hero."title"),
		'subtitle', coalesce(nullif(btrim(stored."content"->>'subtitle'), ''), hero."subtitle"),
		'imageSrc', coalesce(nullif(btrim(stored."content"->>'imageSrc'), ''), hero."image_src")
	),
	stored."created_by",
	stored."updated_at"
FROM "site_content" AS stored
JOIN (VALUES
	('home', 'hero.home', 'Seja um franqueado Cota Fácil e lucre com soluções financeiras', 'Consórcios, seguros, financiamentos, maquininhas, energia solar e mais de 280 produtos em um só negócio. Comissões de até 300%, marketing pronto e suporte diário para você crescer com segurança.', '/images/hero-illustration.svg'),
	('home_franchise', 'hero.modelo-home', 'Seu negócio de soluções financeiras dentro de casa', 'Opere de casa com a estrutura de uma grande rede: sistemas, produtos e marketing prontos, sem taxa de publicidade, sem royalties e com investimento parcelado.', '/images/pages/model-home.svg'),
	('office', 'hero.modelo-office', 'Transforme seu escritório em um centro de soluções financeiras', 'Some consórcios, seguros, financiamentos e mais de 280 produtos aos serviços que você já oferece, aproveitando a estrutura e a carteira de clientes que você já tem.', '/images/pages/model-office.svg'),
	('store', 'hero.modelo-loja', 'Sua loja de soluções financeiras com a força da marca Cota Fácil', 'Presença física, identidade visual completa e ponto estratégico para conquistar a confiança dos clientes da sua cidade.', '/images/pages/model-loja.svg'),
	('prime', 'hero.modelo-prime', 'Loja e call center: a operação mais completa da rede', 'Una o atendimento presencial de uma loja à força de vendas de um call center próprio e multiplique seus resultados com soluções financeiras.', '/images/pages/model-prime.svg')
) AS hero ("page_id", "section_id", "title", "subtitle", "image_src") ON hero."page_id" = stored."page_id"
WHERE stored."section_id" = 'hero'
ON CONFLICT ("section_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_section_versions" ("section_id", "value", "published_by", "published_at")
SELECT section."section_id", section."published", section."published_by", section."published_at"
FROM "content_sections" AS section
WHERE section."section_id" LIKE 'hero.%'
	AND section."published" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "content_section_versions" AS version WHERE version."section_id" = section."section_id"
	);
