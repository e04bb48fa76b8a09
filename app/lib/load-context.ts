import type { ContentVersionReader } from "~/.server/content/content-version";
import type { AppServices } from "~/.server/services";
import type { AdConsentSetup } from "~/forms/ad-tags";

/**
 * What server.ts hands every loader and action: the request's CSP nonce and the process's
 * services (database, configuration, logger). Route modules reach the database only through
 * this, so the built app and the server share one database handle.
 */
declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    /** The client's address as Express sees it (honours TRUST_PROXY). */
    clientIp: string;
    services: AppServices;
    /**
     * Set-Cookie headers for this request's answer, whatever it turns out to be (a page, a
     * .data request, a redirect, a download): the renewed admin session (requireRole) and the
     * cleared flash (readFlash). The request handler attaches them; nothing else passes them on.
     */
    responseCookies: Headers;
    /**
     * The content version every admin save bumps, where saves bump it (the production server's
     * page cache, docs/decisions/027): what is made from published content is kept per version.
     */
    contentVersions?: ContentVersionReader;
    /**
     * Set by the page cache when it draws a page for every visitor: the page's scripts then go
     * to a file of their own (docs/decisions/033), so the render leaves them as React Router
     * wrote them.
     */
    scriptsInOwnFile?: boolean;
    /**
     * The browser asked for a page's data (a `.data` request: a client-side navigation or a
     * revalidation) rather than for the page itself: the props of the parts that never hydrate on
     * a page load are then sent as well (docs/decisions/038; shipped-pages.ts, composed-page.ts).
     */
    dataRequest?: boolean;
    /**
     * The advertising tags a public page was drawn with (set by the root's loader): the
     * answer's CSP then allows their hosts, and only then (docs/decisions/056).
     */
    adConsent?: AdConsentSetup | null;
  }
}
