import { parseLocalDateTime } from "~/lib/countdown";

/**
 * The addresses and times the site's editable content may hold: an image the page can load, a
 * link a visitor may follow, a local date and time. The sections' schemas, the media library
 * and the site-data import use them, with these messages.
 */

export const contentMessages = {
  imageUrl: "Use um endereço que comece com https:// ou um caminho do site (/…).",
  webUrl: "Use um endereço que comece com https:// ou http://.",
  deadline: "Informe uma data e hora válidas.",
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
