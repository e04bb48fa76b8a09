import { z } from "zod";
import { optionalImage, optionalText } from "~/forms/section-rules";
import type { PageMetaInput } from "~/lib/seo";
import { defineSection, type FieldSpec } from "../define";
import { pageName } from "../page-names";
import { type PublicPage, publicPages } from "../pages";
import { SITE_SHELL_GROUP } from "./site-shell";

/**
 * What search engines and social networks show of each shipped page, where the team wants
 * other words than the page's own: a title, a description, a share image and whether search
 * engines should list it. A blank field keeps what the page writes itself (its title built from
 * the model's price or the fair's name, its generated or shipped share image), so the shipped
 * value of this section changes no page. The pages the team composes on "Páginas" carry these
 * fields in their own document.
 */

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;

/**
 * The confirmation page and the not-found page are never listed nor shared: they have no fields
 * here (the not-found page's title and description are its document's, on "Páginas").
 */
const editablePages = publicPages.filter((page) => page.path !== "/thank-you" && page.path !== "/404");

/** The key of a page's fields in the section's value: "/" → "inicio", "/segmentos/x" → "segmentos-x". */
export function searchAndSharingKey(path: string): string {
  return path === "/" ? "inicio" : path.slice(1).replaceAll("/", "-");
}

const pageFields = z.object({
  title: optionalText(SEO_TITLE_MAX),
  description: optionalText(SEO_DESCRIPTION_MAX),
  image: optionalImage(),
  /** "noindex": search engines are asked not to list the page, and the sitemap leaves it out. */
  robots: z.enum(["", "noindex"], { error: "Escolha uma opção da lista" }),
});

export type SearchAndSharing = z.output<typeof pageFields>;

const blank: SearchAndSharing = { title: "", description: "", image: "", robots: "" };

const schema = z.object(
  Object.fromEntries(
    editablePages.map((page) => [searchAndSharingKey(page.path), pageFields.default(blank)]),
  ),
);

function fieldsOf(page: PublicPage): FieldSpec {
  return {
    name: searchAndSharingKey(page.path),
    label: `${pageName(page.path)} (${page.path})`,
    kind: "group",
    fields: [
      {
        name: "title",
        label: "Título para buscadores",
        kind: "text",
        description: `Até ${SEO_TITLE_MAX} caracteres. Em branco: o título que a página já tem.`,
      },
      {
        name: "description",
        label: "Descrição para buscadores",
        kind: "textarea",
        description: `Até ${SEO_DESCRIPTION_MAX} caracteres. Em branco: a descrição que a página já tem.`,
      },
      {
        name: "image",
        label: "Imagem de compartilhamento",
        kind: "image",
        description: "1200 × 630 px, da biblioteca de mídia. Em branco: a imagem que a página já tem.",
      },
      {
        name: "robots",
        label: "Buscadores",
        kind: "text",
        options: [
          { value: "", label: "Listar a página" },
          { value: "noindex", label: "Não listar a página (noindex, fora do sitemap)" },
        ],
      },
    ],
  };
}

export const searchAndSharingSection = defineSection({
  id: "search-and-sharing",
  label: "Buscadores e compartilhamento",
  group: SITE_SHELL_GROUP,
  schema,
  defaults: Object.fromEntries(editablePages.map((page) => [searchAndSharingKey(page.path), blank])),
  fields: editablePages.map(fieldsOf),
  shownOn: editablePages.map((page) => page.path),
});

export type SearchAndSharingValue = z.output<typeof schema>;

/** A page's head input with the team's words where they wrote some. */
export function withSearchAndSharing(
  input: PageMetaInput,
  value: SearchAndSharingValue,
  path: string,
): PageMetaInput {
  const own = value[searchAndSharingKey(path)];
  if (!own) return input;
  return {
    ...input,
    title: own.title || input.title,
    description: own.description || input.description,
    // A chosen image is the team's own: what the page's generated one described no longer fits.
    ...(own.image ? { image: own.image, imageAlt: undefined } : {}),
    noindex: Boolean(input.noindex) || own.robots === "noindex",
  };
}

/** The shipped pages the team asked search engines not to list. */
export function unlistedPaths(value: SearchAndSharingValue): Set<string> {
  return new Set(
    editablePages
      .filter((page) => value[searchAndSharingKey(page.path)]?.robots === "noindex")
      .map((page) => page.path),
  );
}
