import { data } from "react-router";
import { readSections } from "~/.server/content/sections";
import { expoToday, handleExpoSubmission } from "~/.server/leads/expo-action";
import { shareImageFor } from "~/.server/share-images/share-image-address";
import { partOnInteraction, partWhenVisible, staticPart } from "~/components/islands";
import { expoAfterEvent, expoHero, expoPath } from "~/content/expo";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import {
  type SearchAndSharingValue,
  withSearchAndSharing,
} from "~/content/registry/sections/search-and-sharing";
import { dateRangeText, hasEnded } from "~/forms/expo-schedule";
import { eventJsonLd } from "~/lib/json-ld";
import { defaultShareImage, pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/expo";

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The event as the marketing team published it (the `expo` section), and Brasília's date: after
 * the event's last day the whole page tells it in the past tense, invites to no booking and offers
 * nothing, and the form is not drawn. The page cache keeps a page for the Brasília day it was drawn
 * on only (http/page-cache.ts), so the cached page changes when the day after the event begins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    expo,
    company,
    "search-and-sharing": searchAndSharing,
  } = await readSections(request, context, ["expo", "company", "search-and-sharing"]);
  const today = expoToday(context);
  const ended = hasEnded(expo, today);
  return {
    head: expoHead(
      context.services.config.PUBLIC_URL,
      expo,
      company.tradingName,
      ended,
      eventCard(context, expo),
      searchAndSharing,
    ),
    event: expo,
    today,
    ended,
  };
}

/** The event's share card: its name, its dates and its venue as the team published them. */
function eventCard(context: Route.LoaderArgs["context"], event: ExpoEvent): string {
  return shareImageFor(context, {
    title: event.name,
    subtitle: `${dateRangeText(event)} · ${event.venue.name}`,
  });
}

/** The page's title, description, sharing card and Event structured data. */
function expoHead(
  publicUrl: string,
  event: ExpoEvent,
  companyName: string,
  ended: boolean,
  eventImage: string,
  searchAndSharing: SearchAndSharingValue,
) {
  const when = `de ${dateRangeText(event)}, em ${event.venue.city}`;
  // The event's card announces the coming fair: after the event, the site's own card.
  const image = ended ? defaultShareImage : eventImage;
  return pageMetaAt(
    publicUrl,
    withSearchAndSharing(
      {
        title: ended
          ? `${event.name}: obrigado pela visita | Cota Fácil`
          : `${event.name}: agende sua visita | Cota Fácil`,
        description: ended
          ? `A Cota Fácil esteve na ${event.name}, ${when}. A feira terminou: para conhecer a franquia, fale com a nossa equipe de expansão.`
          : `Visite a Cota Fácil na ${event.name}, ${when}. Agende seu horário e garanta 15% de desconto na taxa de franquia, kit gratuito e 3 meses de consultoria VIP.`,
        path: expoPath,
        image,
        imageAlt: ended ? undefined : `Cota Fácil na ${event.name}, ${when}`,
        jsonLd: eventJsonLd({
          publicUrl,
          path: expoPath,
          image,
          description: ended ? expoAfterEvent.hero.subtitle : expoHero.subtitle,
          event,
          companyName,
        }),
      },
      searchAndSharing,
      expoPath,
    ),
    companyName,
  );
}

// Text-only sections stay server HTML on a page load (components/islands.tsx). The hero hydrates
// once the visitor reaches for it (its video starts on a click, replayed once the code has come;
// its links work as they are), the scheduling section (the form, ~6 KB gzip of code) once it nears
// the screen or the visitor reaches for it, as the other pages' lead forms do: what is typed or
// sent before that is kept and sent once it has hydrated. The page's first load stays within the
// JavaScript budget of every public page.
const EventDetails = staticPart(() =>
  import("~/components/site/expo/event-details").then((m) => m.EventDetails),
);
const BoothSection = staticPart(() => import("~/components/site/expo/booth").then((m) => m.BoothSection));
const VisitorBenefits = staticPart(() =>
  import("~/components/site/expo/visitor-benefits").then((m) => m.VisitorBenefits),
);
const ExpoHero = partOnInteraction("expo", () =>
  import("~/components/site/expo/expo-hero").then((m) => m.ExpoHero),
);
// The id is the section's own (expoSectionId): importing it would bring the form's code along.
const ScheduleSection = partWhenVisible("agendamento", () =>
  import("~/components/site/expo/schedule-section").then((m) => m.ScheduleSection),
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
  const { event, today, ended } = loaderData;
  return (
    <main>
      {/* The video's poster is the hero's largest image: fetched with the document (React hoists it). */}
      {event.video.poster ? (
        <link rel="preload" href={event.video.poster} as="image" fetchPriority="high" />
      ) : null}
      <ExpoHero event={event} ended={ended} />
      <EventDetails event={event} ended={ended} />
      <BoothSection eventName={event.name} ended={ended} />
      <VisitorBenefits eventName={event.name} ended={ended} />
      <ScheduleSection serverResult={actionData} event={event} today={today} />
    </main>
  );
}
