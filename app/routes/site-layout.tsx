import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  type MetaDescriptor,
  Outlet,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isStaff, readSignedInAccount } from "~/.server/auth/session";
import { readPreviewBanner } from "~/.server/content/section-preview";
import { readSections } from "~/.server/content/sections";
import { siteSettingsFrom, siteShellSectionIds } from "~/.server/content/site-settings";
import { readThemeCss } from "~/.server/styles/theme";
import { partWhenVisible, staticPart } from "~/components/islands";
import { SiteHeader } from "~/components/site/site-header";
import { defaultSiteSettings } from "~/content/site";
import { deadlineAhead } from "~/lib/countdown";
import { organizationJsonLd, serializeJsonLd } from "~/lib/json-ld";
import { useScrollReveal } from "~/lib/scroll-reveal";
import { useHashLanding, useSmoothAnchors } from "~/lib/smooth-anchors";
import { usePreviewLinks } from "~/lib/use-preview-links";
import type { Route } from "./+types/site-layout";

// The footer is links and text only: server HTML, no JavaScript on a page load.
const SiteFooter = staticPart(() => import("~/components/site/site-footer").then((m) => m.SiteFooter));
// The "page not found" body (the not-found page a 404 carries, docs/decisions/079) is links and
// text: server HTML, its code fetched only on a client-side navigation that ends there.
const NotFoundPage = staticPart(() => import("~/components/site/not-found-page").then((m) => m.NotFoundPage));
// The promotional banner's countdown: fetched only on a page the server drew the banner on (its
// deadline still ahead), and at once, the banner being at the top of the page.
const PromoBanner = partWhenVisible("banner-promocional", () =>
  import("~/components/site/promo-banner").then((m) => m.PromoBanner),
);
// Only an admin's preview shows it, and it is a plain link: its code never reaches visitors.
const PreviewBanner = staticPart(() =>
  import("~/components/admin/preview-banner").then((m) => m.PreviewBanner),
);

/**
 * The site shell shared by every public page: promo banner, header, page, footer. The header
 * shows 'Admin' to a signed-in admin and their name with 'Sair' to any other signed-in visitor
 * (one query, only when a session cookie is present). The theme saved on the Styling
 * screen is read here, so it applies to the public pages only: the admin and sign-in screens keep
 * the default theme, and a poor choice of colours can never make unreadable the screen that puts
 * it right (root.tsx renders it in <head>).
 */
/** Each page has its own title; this one is read only when the layout shows an error instead. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A public route's 404 carries the not-found page, with its head (docs/decisions/079).
  const head = notFound ? (error.data as { head?: MetaDescriptor[] } | null)?.head : undefined;
  if (Array.isArray(head)) return head;
  return [
    { title: notFound ? "Página não encontrada | Cota Fácil" : "Algo deu errado | Cota Fácil" },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const [shell, theme, account, preview] = await Promise.all([
    // Logo, social links and promo banner, and the company and contact details (the footer, and
    // any page through useCompany()), in one read; their drafts in an admin's preview.
    readSections(request, context, [...siteShellSectionIds, "company"]),
    readThemeCss(context.services.db, context.services.logger),
    readSignedInAccount(request, context.services).catch((error) => {
      context.services.logger.warn({ err: error }, "site header: could not read the session");
      return null;
    }),
    readPreviewBanner(request, context),
  ]);
  const settings = siteSettingsFrom(shell);
  const { company } = shell;
  // Through a server module: the roles' list stays out of the public pages' shared file.
  const isAdmin = account ? isStaff(account) : false;
  // A signed-in visitor who is not an admin sees their name and 'Sair' instead of 'Login'.
  const visitor = account && !isAdmin ? { name: account.name } : null;
  // Written here, on the server: the JSON-LD builders stay out of the pages' JavaScript.
  const organization = serializeJsonLd(
    organizationJsonLd({
      publicUrl: context.services.config.PUBLIC_URL,
      company,
      socialLinks: settings.socialLinks,
    }),
  );
  // Decided here, on the server's clock as the banner itself does on the server: a page whose
  // banner has ended does not load the banner's code at all.
  const promoBannerOn = deadlineAhead(settings.promoBanner.deadline, new Date());
  return {
    settings,
    promoBannerOn,
    company,
    theme,
    isAdmin,
    visitor,
    preview,
    organizationJsonLd: organization,
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, promoBannerOn, company, isAdmin, visitor, preview } = loaderData;
  useSmoothAnchors();
  useHashLanding();
  useScrollReveal();
  usePreviewLinks(preview?.links ?? null);
  return (
    <SiteShell
      settings={settings}
      promoBannerOn={promoBannerOn}
      company={company}
      isAdmin={isAdmin}
      visitor={visitor}
    >
      {preview && <PreviewBanner backTo={preview.backTo} />}
      <Outlet />
    </SiteShell>
  );
}

type ShellProps = Pick<
  Route.ComponentProps["loaderData"],
  "settings" | "promoBannerOn" | "isAdmin" | "visitor"
> & {
  company: Route.ComponentProps["loaderData"]["company"] | null;
  children: ReactNode;
};

function SiteShell({ settings, promoBannerOn, company, isAdmin, visitor, children }: ShellProps) {
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Pular para o conteúdo
      </a>
      {promoBannerOn && <PromoBanner banner={settings.promoBanner} />}
      <SiteHeader logo={settings.logo} isAdmin={isAdmin} visitor={visitor} />
      <div id="conteudo">{children}</div>
      <SiteFooter socialLinks={settings.socialLinks} logo={settings.logo} company={company} />
    </>
  );
}

/**
 * A public page that failed keeps the site's banner, header and footer around the message. The
 * layout's own data is used when it was read; when reading it failed (the database is down) the
 * default logo and links stand in, and the footer leaves out the contact details.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/site-layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell
      settings={layout?.settings ?? { ...defaultSiteSettings, promoBanner: { text: "", deadline: "" } }}
      promoBannerOn={layout?.promoBannerOn ?? false}
      company={layout?.company ?? null}
      isAdmin={layout?.isAdmin ?? false}
      visitor={layout?.visitor ?? null}
    >
      {notFound ? <NotFoundPage carried={(error as { data?: unknown }).data} /> : <SiteError />}
    </SiteShell>
  );
}

function SiteError() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Algo deu errado</h1>
      <p className="mt-4 text-muted">Tente novamente em instantes. Se o problema continuar, fale conosco.</p>
      <Link className="mt-8 inline-block font-semibold text-primary-strong underline" to="/">
        Voltar para o início
      </Link>
    </main>
  );
}
