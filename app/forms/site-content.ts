import { z } from "zod";
import { parseLocalDateTime } from "~/lib/countdown";

/**
 * The Site Settings form of Content Management: the logo, the social links and the promo banner.
 * One zod schema, used by the server action, through Conform by the browser, and by the
 * site-data import. Blank texts mean "keep the default". (The page heroes are sections of the
 * content registry, app/content/registry/sections/heroes.ts.)
 */

export const contentMessages = {
  imageUrl: "Use um endereço que comece com https:// ou um caminho do site (/…).",
  webUrl: "Use um endereço que comece com https:// ou http://.",
  deadline: "Informe uma data e hora válidas.",
  bannerText: "Informe o texto do banner.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
} as const;

/**
 * Site paths ("/uploads/…") and https addresses; never javascript:, data: or "//host". Plain
 * http is refused too: the Content-Security-Policy (img-src 'self' https:) would block it and
 * the page would show a broken image.
 */
export function isLoadableImageUrl(url: string): boolean {
  if (hasSpaceOrControl(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "";
  } catch {
    return false;
  }
}

function hasSpaceOrControl(url: string): boolean {
  return (
    /\s/.test(url) || Array.from(url).some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)
  );
}

/** An address a visitor may follow from the site: http(s) with a host, nothing else. */
export function isWebUrl(url: string): boolean {
  if (hasSpaceOrControl(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** datetime-local's value: a local date and time, seconds optional, that really exists. */
export function isLocalDateTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) && parseLocalDateTime(value) !== null;
}

/** Control characters (other than line breaks and tabs) have no place in page text; PostgreSQL refuses NUL. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join("");
}

// Conform turns an empty input into undefined; every field comes out as a (trimmed) string.
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
    .refine(isValid, { error: message })
    .optional()
    .transform((value) => value ?? "");

const socialUrl = () => optionalUrl(isWebUrl, contentMessages.webUrl);

export const siteSettingsFormSchema = z.object({
  logo: z.object({
    text: optionalText(60),
    imageUrl: optionalUrl(isLoadableImageUrl, contentMessages.imageUrl),
  }),
  socialLinks: z.object({
    facebook: socialUrl(),
    instagram: socialUrl(),
    twitter: socialUrl(),
    linkedin: socialUrl(),
  }),
  promoBanner: z.object({
    text: z
      .string({ error: contentMessages.bannerText })
      .transform(withoutControlCharacters)
      .pipe(
        z
          .string()
          .trim()
          .min(1, { error: contentMessages.bannerText })
          .max(200, { error: contentMessages.tooLong(200) }),
      ),
    deadline: z
      .string()
      .trim()
      .refine(isLocalDateTime, { error: contentMessages.deadline })
      .optional()
      .transform((value) => value ?? ""),
  }),
});

export type SiteSettingsFormValues = z.output<typeof siteSettingsFormSchema>;
