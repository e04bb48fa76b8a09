import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { readFlash } from "~/.server/auth/flash";
import { faviconHref } from "~/.server/brand-icon";
import { publishedAdConsent } from "~/.server/content/ad-tags";
import { composedPageNav, shippedPageNav } from "~/.server/content/composed-page-nav";
import { NoScriptNotice, useFlashNotice } from "~/components/auth/flash-notice";
import { useHydrationDone } from "~/components/islands";
import { primaryNav } from "~/components/site/shell/navigation";
import { LazyToaster } from "~/components/ui/toaster";
import { verifiedSealId } from "~/content/awards";
import type { AdConsentSetup } from "~/forms/ad-tags";
import { useNonce } from "~/lib/nonce";
import { visitBeaconScript } from "~/lib/visit-beacon-script";
import type { Route } from "./+types/root";
import siteStylesheet from "./app.css?url";
import type { loader as siteLayoutLoader } from "./routes/site-layout";

// The fonts' preloads are in Layout: which files depend on the theme (ThemeFontPreloads).
export const links: Route.LinksFunction = () => [
  // The site's stylesheet: one hashed file, cached for a year and shared by every page
  // (docs/decisions/022); the saved theme's few variables stay inline below.
  { rel: "stylesheet", href: siteStylesheet },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * Public values every page may need in the browser (whitelisted: never secrets), the notice
 * a redirect left for this page (read once, here only: every screen's notice comes this way),
 * and the public header's links: sent as data, the page registry they come from stays out of
 * the pages' JavaScript (here rather than in the site shell's loader, so that a public page
 * whose shell data could not be read still shows them).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.services;
  const [notice, adConsent, composedNav, shippedNav] = await Promise.all([
    readFlash(request, context),
    // The advertising tags, on the public pages only (never the admin's or sign-in screens): the
    // same for every visitor, as the page cache shares the page; each browser decides from its
    // own stored answer whether to ask. The answer's CSP allows their hosts (docs/decisions/056).
    isPublicPage(request) ? publishedAdConsent(context) : null,
    // The published composed pages linked from the header, "Por segmento" and the footer.
    isPublicPage(request) ? composedPageNav(context) : null,
    // The expo page's link follows its title or event's name as the team edits them, and goes
    // while the page is retired.
    isPublicPage(request) ? shippedPageNav(context) : null,
  ]);
  context.adConsent = adConsent;
  const navLabels = shippedNav?.labels;
  const navHidden = shippedNav?.hidden ?? [];
  const headerNav = [
    ...primaryNav
      .filter(({ to }) => !navHidden.includes(to))
      .map(({ to, label }) => ({ to, label: navLabels?.[to] ?? label })),
    ...(composedNav?.header ?? []),
  ];
  return {
    publicUrl: config.PUBLIC_URL,
    raSealId: config.RA_SEAL_ID ?? null,
    adConsent,
    notice,
    headerNav,
    // Only when some composed page is linked from them: the menus and footer add these links.
    ...(composedNav && Object.values(composedNav).some((links) => links.length > 0)
      ? { pageNav: composedNav }
      : {}),
    // Only when the team renamed one (the footer and phone menu put it over the registry's).
    ...(navLabels && Object.keys(navLabels).length > 0 ? { navLabels } : {}),
    // Only when the team retired one: the footer and phone menu leave their links out.
    ...(navHidden.length > 0 ? { navHidden } : {}),
    favicon: faviconHref,
  };
}

/** The site's own pages, as opposed to the admin, sign-in and API addresses. */
function isPublicPage(request: Request): boolean {
  return !/^\/(admin|auth|api)(\/|\.data$|$)/.test(new URL(request.url).pathname);
}

/**
 * After any form post the root reads the flash again, even when the screen's own loaders do not
 * reload (a refused form answers 400): a notice the action left is shown that way.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const site = useRouteLoaderData<typeof siteLayoutLoader>("routes/site-layout");
  const root = useRouteLoaderData<typeof loader>("root");
  // The saved theme: public pages only (the site shell's loader reads it; see there).
  const theme = site?.theme;
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        {/* Marks that JavaScript runs, before first paint, so scroll-reveal styles only hide
            content that a script will reveal; on the public pages, the visit count's beacon
            (docs/decisions/054). The text is the server's only: it runs from the server's HTML
            and hydration leaves an inline script's text alone, so the browser's bundle does not
            carry it (the public pages' script budget). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant, no user text
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headScript(Boolean(site)) : "" }}
        />
        <Meta />
        <ThemeFontPreloads hrefs={theme?.fontPreloads ?? [interLatin]} />
        <Links />
        {/* Written into the page (app/.server/brand-icon.ts); linked on an error page without data. */}
        <link rel="icon" href={root?.favicon ?? "/favicon.svg"} type="image/svg+xml" />
        {site?.organizationJsonLd ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not code; serializeJsonLd escapes "<"
            dangerouslySetInnerHTML={{ __html: site.organizationJsonLd }}
          />
        ) : null}
        {theme?.css ? (
          <style
            nonce={nonce}
            data-site-theme=""
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built on the server from checked values only (#rrggbb colours, listed fonts and sizes; app/.server/styles/theme-css.ts)
            dangerouslySetInnerHTML={{ __html: theme.css }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <LazyToaster publicSite={Boolean(site)} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The head's inline script, as the server writes it. */
function headScript(publicPage: boolean): string {
  const js = "document.documentElement.classList.add('js')";
  return publicPage ? `${js};${visitBeaconScript}` : js;
}

/** The Latin files of the fonts in use, preloaded so text is drawn in them from the first paint. */
function ThemeFontPreloads({ hrefs }: { hrefs: string[] }) {
  return hrefs.map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationDone();
  useThirdPartyCode(loaderData.raSealId, loaderData.adConsent);
  useFlashNotice(loaderData.notice);
  return (
    <>
      <NoScriptNotice notice={loaderData.notice} />
      <Outlet />
    </>
  );
}

/**
 * The code that adds a third party's script, fetched only where one is configured: with
 * RA_SEAL_ID set, on a page that has the seal's placeholder, the complaint-handling service's
 * verified-company seal; with a Google tag or a Meta Pixel set (on a public page), the consent banner, which loads the tags only once the visitor accepts them
 * (docs/decisions/056). One file for both (lib/third-party.ts): the pages' shared code names
 * one more file for neither.
 */
function useThirdPartyCode(sealId: string | null, adConsent: AdConsentSetup | null) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation
  useEffect(() => {
    if (!adConsent && !(sealId && document.getElementById(verifiedSealId))) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import("~/lib/third-party").then((code) => {
      if (!left) stop = code.default(sealId, adConsent);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [sealId, adConsent, pathname]);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">
        {status === 404 ? "Página não encontrada" : "Algo deu errado"}
      </h1>
      <p className="mt-4 text-muted">
        {status === 404
          ? "A página que você está tentando acessar não existe ou foi movida."
          : "Tente novamente em instantes. Se o problema continuar, fale conosco."}
      </p>
      <a className="mt-8 inline-block font-semibold text-primary-strong underline" href="/">
        Voltar para o início
      </a>
    </main>
  );
}
