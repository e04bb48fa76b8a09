import type { AdConsentSetup } from "~/forms/ad-tags";

/**
 * The consent banner for the advertising tags (docs/decisions/056). Fetched only on a site where
 * a Google tag or a Meta Pixel is set (the site shell starts it after hydration), and drawn by
 * the browser alone: the page the cache shares is the same for every visitor, and each browser
 * decides from its own stored answer whether to ask. Nothing from Google or Meta is requested
 * before "Aceitar"; "Rejeitar" loads nothing; the footer's "Preferências de cookies" asks again.
 *
 * Plain DOM rather than React: a fixed panel at the bottom, added after the page is drawn, moves
 * nothing on the page (no layout shift) and leaves the page's own code as it was.
 */

type Choice = "accepted" | "rejected";

/** What the browser keeps of the visitor's answer: the choice, the consent version and when. */
export type StoredConsent = { choice: Choice; version: string; at: string };

export const CONSENT_STORAGE_KEY = "cf_consentimento_anuncios";
const BANNER_ID = "consentimento-cookies";
const PREFERENCES_SELECTOR = "[data-preferencias-cookies]";
/**
 * The lead forms' event (lib/lead-event.ts, where a unit test holds the two names equal): written
 * out here so this file imports nothing and comes as one request.
 */
export const LEAD_EVENT = "cotafacil:lead";
/** The site's button looks (components/ui/button.tsx), outline and primary, small. */
const buttonBase =
  "inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-2";
const buttonLooks = {
  rejected: `${buttonBase} border border-current text-primary-strong hover:bg-primary-soft`,
  accepted: `${buttonBase} bg-primary-strong text-white shadow-sm hover:bg-ink-soft`,
};

let setup: AdConsentSetup | null = null;
let tagsLoaded = false;
/** The element that opened the banner from the footer: focus goes back to it. */
let openedFrom: HTMLElement | null = null;

export function startAdConsent(current: AdConsentSetup): void {
  const firstStart = setup === null;
  setup = current;
  if (firstStart) {
    // In the capture phase: the footer is a part React never hydrates on a page load, and React
    // may stop a click inside such a part from going further while it hydrates another part
    // (seen on a slow phone), which left the link to lead to the policy instead.
    document.addEventListener("click", onPreferencesClick, true);
    window.addEventListener(LEAD_EVENT, onLead);
    // From here "Preferências de cookies" opens the banner (before, it leads to the policy's
    // section on cookies); marked like the parts' data-hydrated, for whoever waits on it.
    document.documentElement.dataset.adConsent = "ready";
  }
  // A link from a public page into the admin or the sign-in screen stays in this document: the
  // banner is for visitors, and those screens' own answers allow no tag anyway.
  if (/^\/(admin|auth)(\/|$)/.test(window.location.pathname)) {
    document.getElementById(BANNER_ID)?.remove();
    return;
  }
  const stored = storedConsent();
  if (stored?.version === current.consentVersion) {
    if (stored.choice === "accepted") loadTags(current);
    return;
  }
  showBanner();
}

function storedConsent(): StoredConsent | null {
  try {
    const value = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as StoredConsent | null;
    return value && (value.choice === "accepted" || value.choice === "rejected") ? value : null;
  } catch {
    // Storage blocked or an unreadable value: ask again.
    return null;
  }
}

function remember(choice: Choice): void {
  if (!setup) return;
  const value: StoredConsent = { choice, version: setup.consentVersion, at: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the answer holds for this page only, and the banner asks on the next one.
  }
}

function onPreferencesClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.(PREFERENCES_SELECTOR);
  if (!(link instanceof HTMLElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openedFrom = link;
  showBanner(true);
}

const bannerText =
  "Usamos ferramentas de publicidade {vendors} para medir os resultados dos nossos anúncios. Elas só são carregadas se você aceitar, e você pode mudar de ideia quando quiser em “Preferências de cookies”, no rodapé.";

function vendorsText(current: AdConsentSetup): string {
  const names = [current.googleTagId ? "do Google" : "", current.metaPixelId ? "da Meta" : ""];
  return names.filter(Boolean).join(" e ");
}

function showBanner(fromPreferences = false): void {
  if (!setup) return;
  const existing = document.getElementById(BANNER_ID);
  if (existing) {
    if (fromPreferences) existing.querySelector<HTMLButtonElement>("button")?.focus();
    return;
  }
  const banner = document.createElement("section");
  banner.id = BANNER_ID;
  banner.setAttribute("aria-labelledby", `${BANNER_ID}-titulo`);
  banner.className =
    "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-white px-4 py-4 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:px-6";
  const stored = storedConsent();
  const current =
    stored?.version === setup.consentVersion
      ? `<p class="mt-1 text-sm text-muted">Sua escolha atual: ${stored.choice === "accepted" ? "aceitas" : "rejeitadas"}.</p>`
      : "";
  // Only constant text and the vendors' fixed names: nothing the admin or a visitor typed.
  banner.innerHTML = `<div class="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between md:gap-8">
  <div class="max-w-3xl">
    <h2 id="${BANNER_ID}-titulo" class="font-heading text-base font-bold">Cookies de publicidade</h2>
    <p class="mt-1 text-sm leading-relaxed">${bannerText.replace("{vendors}", vendorsText(setup))} <a href="/privacidade#cookies" class="font-semibold text-primary-strong underline">Saiba mais</a></p>
    ${current}
  </div>
  <div class="flex shrink-0 gap-3">
    <button type="button" data-escolha="rejected" class="${buttonLooks.rejected}">Rejeitar</button>
    <button type="button" data-escolha="accepted" class="${buttonLooks.accepted}">Aceitar</button>
  </div>
</div>`;
  banner.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest("button")?.dataset.escolha;
    if (choice === "accepted" || choice === "rejected") choose(choice);
  });
  banner.addEventListener("keydown", (event) => {
    // Escape closes a banner opened to review the choice; the first time, an answer is needed.
    if (event.key === "Escape" && storedConsent()?.version === setup?.consentVersion) closeBanner();
  });
  document.body.append(banner);
  if (fromPreferences) banner.querySelector<HTMLButtonElement>("button")?.focus();
}

function closeBanner(): void {
  const banner = document.getElementById(BANNER_ID);
  const hadFocus = banner?.contains(document.activeElement) ?? false;
  banner?.remove();
  if (hadFocus && openedFrom?.isConnected) openedFrom.focus();
  openedFrom = null;
}

function choose(choice: Choice): void {
  if (!setup) return;
  remember(choice);
  closeBanner();
  if (choice === "accepted") {
    loadTags(setup);
  } else if (tagsLoaded) {
    // Tags already running cannot be taken out of the page: their cookies are removed and the
    // page is loaded again, without them.
    removeTagCookies();
    window.location.reload();
  } else {
    removeTagCookies();
  }
}

type Gtag = (...args: unknown[]) => void;
type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Gtag;
  fbq?: Gtag & { callMethod?: Gtag; queue?: unknown[]; loaded?: boolean; version?: string; push?: Gtag };
  _fbq?: unknown;
};

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The vendors' own loading snippets, written as code of the page (the CSP allows no inline script). */
function loadTags(current: AdConsentSetup): void {
  if (tagsLoaded) return;
  tagsLoaded = true;
  const w = window as TagWindow;
  if (current.googleTagId) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its snippet pushes it.
      // biome-ignore lint/complexity/noArguments: the Google tag's queue takes `arguments`
      w.dataLayer?.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", current.googleTagId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(current.googleTagId)}`);
  }
  if (current.metaPixelId) {
    const fbq: NonNullable<TagWindow["fbq"]> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    w.fbq = fbq;
    w._fbq = fbq;
    fbq("init", current.metaPixelId);
    fbq("track", "PageView");
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

/** A lead was sent (contact or expo form): the conversion, only once the tags run. */
function onLead(): void {
  if (!tagsLoaded || !setup) return;
  const w = window as TagWindow;
  if (setup.googleTagId) {
    w.gtag?.("event", "generate_lead");
    if (setup.googleAdsLabel) {
      w.gtag?.("event", "conversion", { send_to: `${setup.googleTagId}/${setup.googleAdsLabel}` });
    }
  }
  if (setup.metaPixelId) w.fbq?.("track", "Lead");
}

/** The first-party cookies the tags set (Google: _ga, _ga_*, _gcl_*; Meta: _fbp, _fbc). */
function removeTagCookies(): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => /^(_ga|_ga_.+|_gid|_gcl_.+|_fbp|_fbc)$/.test(name));
  const host = window.location.hostname;
  const domains = ["", host, `.${host.split(".").slice(-2).join(".")}`];
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
}
