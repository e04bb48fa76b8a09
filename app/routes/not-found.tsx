import { data } from "react-router";
import { readSections } from "~/.server/content/sections";
import { staticPart } from "~/components/islands";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// The head tags are written by the loader and the page is server HTML on a page load
// (components/islands.tsx), as on the other public pages: neither travels as JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** Any path no other route claims: logged, answered with HTTP 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.services.logger.warn({ path }, "page not found");
  const head = pageMetaAt(
    context.services.config.PUBLIC_URL,
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
