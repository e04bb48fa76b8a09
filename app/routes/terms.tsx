import { readSections } from "~/.server/content/sections";
import { staticPart } from "~/components/islands";
import { pageSeo } from "~/content/registry/page-seo";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/terms";

/**
 * /termos: the terms of use. The text is server HTML on a page load (components/islands.tsx),
 * so it never travels as the page's JavaScript; its code comes only on a client-side navigation
 * that ends here. The head tags are written by the loader, as on the other public pages.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = await readSections(request, context, ["company"]);
  return { head: pageMetaAt(context.services.config.PUBLIC_URL, pageSeo("/termos"), company.tradingName) };
}

const TermsOfUse = staticPart(() => import("~/components/site/legal/terms-of-use").then((m) => m.TermsOfUse));

export default function TermsPage() {
  return <TermsOfUse />;
}
