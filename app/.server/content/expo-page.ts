import type { AppLoadContext, MetaDescriptor } from "react-router";
import { type ComposedPage, composedPageOf } from "~/.server/content/composed-page";
import { readShippedDocument } from "~/.server/content/shipped-pages";
import { shareImageFor } from "~/.server/share-images/share-image-address";
import { expoAfterEvent, expoPath, withEventName } from "~/content/expo";
import type { ExpoOffers } from "~/content/pages/blocks";
import type { PageDocument } from "~/content/pages/page-document";
import { expoPageDescription } from "~/content/pages/shipped/expo-page";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { dateRangeText, hasEnded } from "~/forms/expo-schedule";
import { eventJsonLd } from "~/lib/json-ld";
import { defaultShareImage, pageMetaAt } from "~/lib/seo";

/**
 * The expo page (/expo-abf-2025), a shipped page drawn from its page document
 * (docs/decisions/068, 072), with the head it had as code: a title and description that invite
 * to book until the event's last day and thank the visitors after it, the event's own share card
 * (its name, dates and venue) until then, and the Event structured data. What the team wrote in
 * the document's search fields ("Buscadores e compartilhamento" before it had one) comes first.
 * Its scheduling form posts to the page's own address, where it always has. `shown`: the document
 * to draw instead of the one published (the page as it was before it was retired).
 */
export async function readExpoPage(
  request: Request,
  context: AppLoadContext,
  shown?: PageDocument,
): Promise<ComposedPage> {
  const document = shown ?? (await readShippedDocument(request, context, expoPath));
  const composed = await composedPageOf(request, context, expoPath, document, { shipped: true });
  const page = { ...composed, page: { ...composed.page, schedulePostTo: expoPath } };
  const event = composed.blocks.find((block) => block.type === "expo-event")?.value as
    | (ExpoEvent & { offers: ExpoOffers })
    | undefined;
  // Without its event block the page's head is a composed page's (title, description, image).
  if (!event || !composed.page.today) return page;
  return {
    ...page,
    head: expoHead(context, document, event, composed.page.today, composed.page.tradingName),
  };
}

function expoHead(
  context: AppLoadContext,
  document: PageDocument,
  { offers, ...event }: ExpoEvent & { offers: ExpoOffers },
  today: string,
  companyName: string,
): MetaDescriptor[] {
  const publicUrl = context.services.config.PUBLIC_URL;
  const ended = hasEnded(event, today);
  const when = `de ${dateRangeText(event)}, em ${event.venue.city}`;
  // The event's card announces the coming fair: after the event, the site's own card.
  const eventImage = ended
    ? defaultShareImage
    : shareImageFor(context, {
        title: event.name,
        subtitle: `${dateRangeText(event)} · ${event.venue.name}`,
      });
  return pageMetaAt(
    publicUrl,
    {
      title:
        document.seo.title ||
        (ended
          ? `${event.name}: obrigado pela visita | Cota Fácil`
          : `${event.name}: agende sua visita | Cota Fácil`),
      // The invitation the document was opened with turns into the thanks after the event; a
      // description the team wrote stays.
      description:
        ended && document.seo.description === expoPageDescription(event, false)
          ? expoPageDescription(event, true)
          : document.seo.description,
      path: expoPath,
      // A chosen image is the team's own: what the event's card described no longer fits.
      image: document.seo.image || eventImage,
      imageAlt: ended || document.seo.image ? undefined : `Cota Fácil na ${event.name}, ${when}`,
      noindex: document.seo.noindex,
      jsonLd: eventJsonLd({
        publicUrl,
        path: expoPath,
        image: eventImage,
        description: ended ? expoAfterEvent.hero.subtitle : withEventName(offers.subtitle, event.name),
        event,
        companyName,
      }),
    },
    companyName,
  );
}
