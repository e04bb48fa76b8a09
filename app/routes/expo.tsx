import { data } from "react-router";
import { handleExpoSubmission } from "~/.server/leads/expo-action";
import { staticPart } from "~/components/islands";
import { ExpoHero } from "~/components/site/expo/expo-hero";
import { ScheduleSection } from "~/components/site/expo/schedule-section";
import { expoEvent, expoHero, expoPath, expoVideo } from "~/content/expo";
import { eventJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/expo";

const shareImage = "/og/expo-abf-2025-1200x630.png";

// The video's thumbnail is the hero's largest image: fetched with the document, not when laid out.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: expoVideo.thumbnail, as: "image", type: "image/svg+xml", fetchPriority: "high" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Expo ABF 2025: agende sua visita | Cota Fácil",
    description:
      "Visite a Cota Fácil na Expo ABF 2025, de 25 a 28 de junho, em São Paulo. Agende seu horário e garanta 15% de desconto na taxa de franquia, kit gratuito e 3 meses de consultoria VIP.",
    path: expoPath,
    image: shareImage,
    imageAlt: "Cota Fácil na Expo ABF 2025, de 25 a 28 de junho, em São Paulo",
    jsonLd: eventJsonLd({
      publicUrl: publicUrlFrom(matches),
      path: expoPath,
      image: shareImage,
      description: expoHero.subtitle,
      event: expoEvent,
    }),
  });

// Text-only sections stay server HTML on a page load (components/islands.tsx); the hero (video)
// and the form hydrate with the page.
const EventDetails = staticPart(() =>
  import("~/components/site/expo/event-details").then((m) => m.EventDetails),
);
const BoothSection = staticPart(() => import("~/components/site/expo/booth").then((m) => m.BoothSection));
const VisitorBenefits = staticPart(() =>
  import("~/components/site/expo/visitor-benefits").then((m) => m.VisitorBenefits),
);

/**
 * The scheduling form's post when JavaScript is off: the page is drawn again with the
 * confirmation (registration stored) or with the errors in Portuguese (HTTP 400/429).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, httpStatus } = await handleExpoSubmission(request, context);
  return data(result, { status: httpStatus });
}

/** The event landing page (public-site.md §2 "Event page"). */
export default function ExpoPage({ actionData }: Route.ComponentProps) {
  return (
    <main>
      <ExpoHero />
      <EventDetails />
      <BoothSection />
      <VisitorBenefits />
      <ScheduleSection serverResult={actionData} />
    </main>
  );
}
