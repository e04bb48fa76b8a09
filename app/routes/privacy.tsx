import { readSections } from "~/.server/content/sections";
import { staticPart } from "~/components/islands";
import { pageSeo } from "~/content/registry/page-seo";
import { withSearchAndSharing } from "~/content/registry/sections/search-and-sharing";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/privacy";

/**
 * /privacidade: the privacy policy under the LGPD. The text is server HTML on a page load
 * (components/islands.tsx), so it never travels as the page's JavaScript; its code comes only on a
 * client-side navigation that ends here. The head tags are written by the loader, as on the other
 * public pages.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, "search-and-sharing": searchAndSharing } = await readSections(request, context, [
    "company",
    "search-and-sharing",
  ]);
  return {
    head: pageMetaAt(
      context.services.config.PUBLIC_URL,
      withSearchAndSharing(pageSeo("/privacidade"), searchAndSharing, "/privacidade"),
      company.tradingName,
    ),
  };
}

const PrivacyPolicy = staticPart(() =>
  import("~/components/site/legal/privacy-policy").then((m) => m.PrivacyPolicy),
);

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
