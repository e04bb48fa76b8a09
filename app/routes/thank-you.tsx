import { readSections } from "~/.server/content/sections";
import { staticPart } from "~/components/islands";
import { pageSeo } from "~/content/registry/page-seo";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

/**
 * The confirmation page after the contact form (not listed for search engines). Its text and
 * links are server HTML on a page load (components/islands.tsx) and its head tags are written by
 * the loader, as on the other public pages: neither travels as JavaScript.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = await readSections(request, context, ["company"]);
  return { head: pageMetaAt(context.services.config.PUBLIC_URL, pageSeo("/thank-you"), company.tradingName) };
}

const ThankYouMessage = staticPart(() =>
  import("~/components/site/thank-you-message").then((m) => m.ThankYouMessage),
);

export default function ThankYouPage() {
  return <ThankYouMessage />;
}
