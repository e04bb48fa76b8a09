import { data, redirect } from "react-router";
import { findRedirect } from "~/.server/content/redirects";
import { readSections } from "~/.server/content/sections";
import { staticPart } from "~/components/islands";
import { destinationFor, normalizedPath } from "~/forms/redirects";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// The head tags are written by the loader and the page is server HTML on a page load
// (components/islands.tsx), as on the other public pages: neither travels as JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * Any path no other route claims: a 301 where the team set a redirect (docs/decisions/052),
 * otherwise logged, counted for the "Redirecionamentos" screen and answered with HTTP 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const { services } = context;
  const moved = await findRedirect(services.db, normalizedPath(path));
  if (moved) {
    services.addressLog.redirected(moved.id);
    throw redirect(destinationFor(moved.toUrl, url.search), 301);
  }
  services.addressLog.notFound(normalizedPath(path));
  services.logger.warn({ path }, "page not found");
  const head = pageMetaAt(
    services.config.PUBLIC_URL,
    {
      title: "Página não encontrada | Cota Fácil",
      description: "A página que você está tentando acessar não existe ou foi movida.",
      noindex: true,
    },
    (await readSections(request, context, ["company"])).company.tradingName,
  );
  return data({ path, head }, { status: 404 });
}

const NotFoundMessage = staticPart(() =>
  import("~/components/site/not-found-message").then((m) => m.NotFoundMessage),
);

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
