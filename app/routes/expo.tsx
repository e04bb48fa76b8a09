import { data } from "react-router";
import { readSections } from "~/.server/content/sections";
import { expoToday, handleExpoSubmission } from "~/.server/leads/expo-action";
import { staticPart } from "~/components/islands";
import { ExpoHero } from "~/components/site/expo/expo-hero";
import { ScheduleSection } from "~/components/site/expo/schedule-section";
import { expoHero, expoPath } from "~/content/expo";
import { dateRangeText, hasEnded } from "~/forms/expo-schedule";
import { eventJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/expo";

const shareImage = "/og/expo-abf-2025-1200x630.png";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { event } = loaderData;
  const when = `de ${dateRangeText(event)}, em ${event.venue.city}`;
  return pageMeta(matches, {
    title: `${event.name}: agende sua visita | Cota Fácil`,
    description: `Visite a Cota Fácil na ${event.name}, ${when}. Agende seu horário e garanta 15% de desconto na taxa de franquia, kit gratuito e 3 meses de consultoria VIP.`,
    path: expoPath,
    image: shareImage,
    imageAlt: `Cota Fácil na ${event.name}, ${when}`,
    jsonLd: eventJsonLd({
      publicUrl: publicUrlFrom(matches),
      path: expoPath,
      image: shareImage,
      description: expoHero.subtitle,
      event,
      companyName: tradingNameFrom(matches),
    }),
  });
};

/**
 * The event as the marketing team published it (the `expo` section), and Brasília's date: after
 * the event's last day the page says it has ended and the form is not drawn.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { expo } = await readSections(request, context, ["expo"]);
  return { event: expo, today: expoToday(context) };
}

/** The company's name as the site shell read it (the `company` section). */
function tradingNameFrom(matches: Route.MetaArgs["matches"]): string {
  const layout = matches.find((match) => match?.id === "routes/site-layout");
  const data = (layout?.loaderData ?? layout?.data) as { company?: { tradingName?: string } } | undefined;
  return data?.company?.tradingName ?? "Cota Fácil";
}

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

/** The event landing page: the fair, the booth, the visitor benefits and the scheduling form. */
export default function ExpoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, today } = loaderData;
  return (
    <main>
      {/* The video's poster is the hero's largest image: fetched with the document (React hoists it). */}
      {event.video.poster ? (
        <link rel="preload" href={event.video.poster} as="image" fetchPriority="high" />
      ) : null}
      <ExpoHero event={event} ended={hasEnded(event, today)} />
      <EventDetails event={event} />
      <BoothSection eventName={event.name} />
      <VisitorBenefits eventName={event.name} />
      <ScheduleSection serverResult={actionData} event={event} today={today} />
    </main>
  );
}
