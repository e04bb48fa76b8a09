import { publicPages } from "~/content/registry/pages";

/**
 * The "Redirecionamentos" screen's rules (docs/decisions/052): what an old address may be and
 * where it may lead. An old address is one no page answers (a redirect never hides a page); a
 * destination is a page of the site or another site's https:// address. Since a destination on
 * the site is always a page, and an old address never is, a redirect can lead neither to itself
 * nor to another redirect: no loop, no chain.
 */

export const REDIRECT_PATH_MAX = 300;
export const REDIRECT_URL_MAX = 2000;
export const MAX_REDIRECTS = 2000;
/** How far back the screen's list of addresses not found looks. */
export const NOT_FOUND_DAYS_SHOWN = 30;

/** The site's own machinery: never a page address, never redirected. */
const reservedPrefixes = [
  "/admin",
  "/auth",
  "/api",
  "/assets",
  "/uploads",
  "/__dev",
  "/__manifest",
  "/healthz",
  "/metrics",
];

/** Whether `path` is the site's own machinery (/admin, /api…): never a page, never redirected. */
export function isSystemAddress(path: string): boolean {
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** "/antigo/" and "/antigo" are one address; "/" stays "/". */
export function normalizedPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether a page answers at `path`: a shipped page of the registry, or one of `composedPages`
 * (the published pages the team composed on "Páginas", read by the caller from the database).
 */
export function isPageAddress(path: string, composedPages: ReadonlySet<string> = new Set()): boolean {
  return publicPages.some((page) => page.path === path) || composedPages.has(path);
}

/**
 * Whether a visitor following a link to `path` gets something else than the 404 page: a page
 * (isPageAddress), the site's machinery (/auth…), or an old address `redirected` leads on from.
 */
export function answersAt(
  path: string,
  composedPages: ReadonlySet<string> = new Set(),
  redirected: ReadonlySet<string> = new Set(),
): boolean {
  return isSystemAddress(path) || isPageAddress(path, composedPages) || redirected.has(path);
}

function sameSitePath(input: string, publicUrl: string): URL | null {
  try {
    const url = new URL(input, publicUrl);
    return url.origin === new URL(publicUrl).origin ? url : null;
  } catch {
    return null;
  }
}

/** The old address as a request's URL gives it ("/expo-abf-2024"); a full address of the site is accepted too. */
export function checkOldAddress(
  input: string,
  publicUrl: string,
  composedPages: ReadonlySet<string> = new Set(),
): Checked<string> {
  const typed = input.trim();
  if (!typed) return { ok: false, error: "Informe o endereço antigo." };
  if (!typed.startsWith("/") && !/^https?:\/\//i.test(typed)) {
    return { ok: false, error: "Comece com / (por exemplo /expo-abf-2024)." };
  }
  if (/[?#]/.test(typed)) return { ok: false, error: "O endereço antigo vai sem ? e sem #." };
  const url = sameSitePath(typed, publicUrl);
  if (!url) return { ok: false, error: "Informe um endereço deste site." };
  const path = normalizedPath(url.pathname);
  if (path.length > REDIRECT_PATH_MAX) {
    return { ok: false, error: `Use no máximo ${REDIRECT_PATH_MAX} caracteres.` };
  }
  if (path === "/") return { ok: false, error: "A página inicial não pode ser redirecionada." };
  if (isSystemAddress(path)) {
    return { ok: false, error: "Este endereço é do próprio sistema e não pode ser redirecionado." };
  }
  if (isPageAddress(path, composedPages)) {
    return { ok: false, error: `${path} é o endereço de uma página do site: ela seria escondida.` };
  }
  return { ok: true, value: path };
}

/**
 * Where the old address leads: a page of the site ("/expo-abf-2025", with its own query or
 * fragment if wanted: "/?utm_source=qr#contato") or another site's https:// address.
 */
export function checkDestination(
  input: string,
  publicUrl: string,
  composedPages: ReadonlySet<string> = new Set(),
): Checked<string> {
  const typed = input.trim();
  if (!typed) return { ok: false, error: "Informe o destino." };
  if (typed.length > REDIRECT_URL_MAX) {
    return { ok: false, error: `Use no máximo ${REDIRECT_URL_MAX} caracteres.` };
  }
  const onSite = typed.startsWith("/") && !typed.startsWith("//") ? sameSitePath(typed, publicUrl) : null;
  const sameSiteFull = /^https?:\/\//i.test(typed) ? sameSitePath(typed, publicUrl) : null;
  const url = onSite ?? sameSiteFull;
  if (url) {
    const path = normalizedPath(url.pathname);
    if (!isPageAddress(path, composedPages)) return { ok: false, error: `${path} não é uma página do site.` };
    return { ok: true, value: `${path}${url.search}${url.hash}` };
  }
  if (!/^https:\/\//i.test(typed)) {
    return { ok: false, error: "Comece com / (uma página do site) ou https:// (outro site)." };
  }
  try {
    const external = new URL(typed);
    if (!external.hostname.includes(".")) return { ok: false, error: "Informe um endereço completo." };
    return { ok: true, value: external.href };
  } catch {
    return { ok: false, error: "Informe um endereço válido." };
  }
}

/**
 * The address a visitor is sent to: the destination, with the parameters the visitor came with
 * (utm_*, gclid…) added where the destination has none of that name, so a campaign's old link
 * keeps its attribution.
 */
export function destinationFor(toUrl: string, visitorSearch: string): string {
  const external = /^https?:\/\//i.test(toUrl);
  const url = new URL(toUrl, "http://site.invalid");
  for (const [name, value] of new URLSearchParams(visitorSearch)) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return external ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
