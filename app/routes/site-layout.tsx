import { data, Outlet } from "react-router";
import { readFlash } from "~/.server/auth/flash";
import { readSignedInAccount } from "~/.server/auth/session";
import { readSiteSettings } from "~/.server/content/site-settings";
import { readThemeCss } from "~/.server/styles/theme";
import { FlashNotice } from "~/components/auth/flash-notice";
import { staticPart } from "~/components/islands";
import { PromoBanner } from "~/components/site/promo-banner";
import { SiteHeader } from "~/components/site/site-header";
import { useScrollReveal } from "~/lib/scroll-reveal";
import { useSmoothAnchors } from "~/lib/smooth-anchors";
import type { Route } from "./+types/site-layout";

// The footer is links and text only: server HTML, no JavaScript on a page load.
const SiteFooter = staticPart(() => import("~/components/site/site-footer").then((m) => m.SiteFooter));

/**
 * The site shell shared by every public page: promo banner, header, page, footer. The header
 * shows 'Admin' to a signed-in admin and their name with 'Sair' to any other signed-in visitor
 * (one query, only when a session cookie is present), and a
 * notice left by a redirect (e.g. 'Logout realizado') is shown once. The theme saved on the Styling
 * screen is read here, so it applies to the public pages only: the admin and sign-in screens keep
 * the default theme, and a poor choice of colours can never make unreadable the screen that puts
 * it right (root.tsx renders it in <head>).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, theme, account, { flash, headers }] = await Promise.all([
    readSiteSettings(context.services.db),
    readThemeCss(context.services.db, context.services.logger),
    readSignedInAccount(request, context.services).catch((error) => {
      context.services.logger.warn({ err: error }, "site header: could not read the session");
      return null;
    }),
    readFlash(request, context),
  ]);
  const isAdmin = account?.role === "admin";
  // A signed-in visitor who is not an admin sees their name and 'Sair' instead of 'Login'.
  const visitor = account && !isAdmin ? { name: account.name } : null;
  return data({ settings, theme, isAdmin, visitor, flash }, { headers });
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, isAdmin, visitor, flash } = loaderData;
  useSmoothAnchors();
  useScrollReveal();
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Pular para o conteúdo
      </a>
      <PromoBanner banner={settings.promoBanner} />
      <FlashNotice notice={flash} />
      <SiteHeader logo={settings.logo} isAdmin={isAdmin} visitor={visitor} />
      <div id="conteudo">
        <Outlet />
      </div>
      <SiteFooter socialLinks={settings.socialLinks} logo={settings.logo} />
    </>
  );
}
