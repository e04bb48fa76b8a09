import { z } from "zod";
import { defaultSiteSettings } from "~/content/site";
import { contentMessages, isLoadableImageUrl, isLocalDateTime, isWebUrl } from "~/forms/web-addresses";
import { defineSection } from "../define";
import { publicPages } from "../pages";

/**
 * What every public page shows around its content: the logo (header and footer), the social
 * links (footer icons, the Organization JSON-LD's sameAs) and the promo banner with its
 * countdown. A blank logo text shows the default name; a blank social link hides that network;
 * a blank deadline hides the banner.
 */

export const SITE_SHELL_GROUP = "Todas as páginas";

/** Every public page shows these sections: a preview follows the admin to any of them. */
const everyPage = publicPages.map((page) => page.path);

/** Control characters (other than line breaks and tabs) have no place in page text; PostgreSQL refuses NUL. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join("");
}

// A blank field is sent as "" by the form and may be absent from an older value: both read as "".
const optionalText = (max: number) =>
  z
    .string()
    .transform(withoutControlCharacters)
    .pipe(
      z
        .string()
        .trim()
        .max(max, { error: contentMessages.tooLong(max) }),
    )
    .optional()
    .transform((value) => value ?? "");

const optionalUrl = (isValid: (url: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(2048, { error: contentMessages.tooLong(2048) })
    .refine((url) => url === "" || isValid(url), { error: message })
    .optional()
    .transform((value) => value ?? "");

const socialUrl = () => optionalUrl(isWebUrl, contentMessages.webUrl);

export const LOGO_TEXT_MAX = 60;
export const BANNER_TEXT_MAX = 200;
export const bannerTextMessage = "Informe o texto do banner.";

export const logoSchema = z.object({
  text: optionalText(LOGO_TEXT_MAX),
  imageUrl: optionalUrl(isLoadableImageUrl, contentMessages.imageUrl),
});

export const socialLinksSchema = z.object({
  facebook: socialUrl(),
  instagram: socialUrl(),
  twitter: socialUrl(),
  linkedin: socialUrl(),
});

export const promoBannerSchema = z.object({
  text: z
    .string({ error: bannerTextMessage })
    .transform(withoutControlCharacters)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: bannerTextMessage })
        .max(BANNER_TEXT_MAX, { error: contentMessages.tooLong(BANNER_TEXT_MAX) }),
    ),
  deadline: z
    .string()
    .trim()
    .refine((value) => value === "" || isLocalDateTime(value), { error: contentMessages.deadline })
    .optional()
    .transform((value) => value ?? ""),
});

export const logoSection = defineSection({
  id: "logo",
  label: "Logo",
  group: SITE_SHELL_GROUP,
  schema: logoSchema,
  defaults: defaultSiteSettings.logo,
  fields: [
    {
      name: "text",
      label: "Logo Text",
      kind: "text",
      description: `No cabeçalho e no rodapé, até ${LOGO_TEXT_MAX} caracteres. Em branco: ${defaultSiteSettings.logo.text}.`,
    },
    {
      name: "imageUrl",
      label: "Logo Image URL",
      kind: "image",
      description: "Opcional, da biblioteca de mídia. Sem imagem, o logo mostra o símbolo e o Logo Text.",
    },
  ],
  shownOn: everyPage,
});

const socialNetworks = [
  { name: "facebook", label: "Facebook URL" },
  { name: "instagram", label: "Instagram URL" },
  { name: "twitter", label: "Twitter URL" },
  { name: "linkedin", label: "LinkedIn URL" },
] as const;

const socialField = (name: keyof z.output<typeof socialLinksSchema>, label: string, example: string) => ({
  name,
  label,
  kind: "url" as const,
  description: `Por exemplo ${example}. Em branco, a rede não aparece.`,
});

export const socialLinksSection = defineSection({
  id: "social-links",
  label: "Redes sociais",
  group: SITE_SHELL_GROUP,
  schema: socialLinksSchema,
  defaults: defaultSiteSettings.socialLinks,
  fields: [
    socialField("facebook", "Facebook URL", "https://facebook.com/…"),
    socialField("instagram", "Instagram URL", "https://instagram.com/…"),
    socialField("twitter", "Twitter URL", "https://x.com/…"),
    socialField("linkedin", "LinkedIn URL", "https://linkedin.com/company/…"),
  ],
  shownOn: everyPage,
  // The shipped addresses are placeholders: each one still published is listed on the dashboard.
  exampleValues: (value) =>
    socialNetworks.flatMap(({ name, label }) =>
      value[name] !== "" && value[name] === defaultSiteSettings.socialLinks[name]
        ? [{ field: name, label }]
        : [],
    ),
});

export const promoBannerSection = defineSection({
  id: "promo-banner",
  label: "Banner promocional",
  group: SITE_SHELL_GROUP,
  schema: promoBannerSchema,
  defaults: defaultSiteSettings.promoBanner,
  fields: [
    {
      name: "text",
      label: "Texto do banner",
      kind: "text",
      description: `A faixa no topo das páginas, até ${BANNER_TEXT_MAX} caracteres.`,
    },
    {
      name: "deadline",
      label: "Fim da oferta",
      kind: "datetime",
      description:
        "A contagem regressiva termina nesta data e hora, no horário de quem visita o site. Em branco ou já passado, o banner não aparece.",
    },
  ],
  shownOn: everyPage,
});
