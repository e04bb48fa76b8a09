import { Outlet } from "react-router";
import { readSiteSettings } from "~/.server/content/site-settings";
import { PromoBanner } from "~/components/site/promo-banner";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { useScrollReveal } from "~/lib/scroll-reveal";
import { useSmoothAnchors } from "~/lib/smooth-anchors";
import type { Route } from "./+types/site-layout";

/** The site shell shared by every public page: promo banner, header, page, footer. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await readSiteSettings(context.services.db);
  return { settings };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
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
      <SiteHeader logo={settings.logo} />
      <div id="conteudo">
        <Outlet />
      </div>
      <SiteFooter socialLinks={settings.socialLinks} logo={settings.logo} />
    </>
  );
}
