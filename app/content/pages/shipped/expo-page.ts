import { expoPath } from "~/content/expo";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { dateRangeText } from "~/forms/expo-schedule";
import { ownBlock, type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

/**
 * The expo page (/expo-abf-2025): the event's opening — invitation, days and venue, booth,
 * visitor benefits with the offers — showing the `expo` section's event, then the scheduling
 * form. Its search title is left to the page (it follows the event's name and whether it has
 * ended: app/.server/content/expo-page.ts) unless the team writes one; its description is the
 * invitation's, told in the past once the event has ended unless the team wrote another.
 */
export const expoPage: ShippedPageKind = {
  draws: (path) => path === expoPath,
  sections: ["expo", "search-and-sharing"],
  // Next year's fair is a page of its own (`/expo-abf-2027`): this one leaves for it.
  retirable: true,
  document(path, values) {
    const event = values.expo as ExpoEvent;
    return {
      ...shippedPageFrame(path, values, {
        name: event.name,
        title: "",
        description: expoPageDescription(event, false),
      }),
      blocks: [siteBlock("expo-event", "evento"), ownBlock("expo-schedule", "agendamento")],
    };
  },
};

/** The expo page's own search description: the invitation, or after the event its thanks. */
export function expoPageDescription(event: ExpoEvent, ended: boolean): string {
  const when = `de ${dateRangeText(event)}, em ${event.venue.city}`;
  return ended
    ? `A Cota Fácil esteve na ${event.name}, ${when}. A feira terminou: para conhecer a franquia, fale com a nossa equipe de expansão.`
    : `Visite a Cota Fácil na ${event.name}, ${when}. Agende seu horário e garanta 15% de desconto na taxa de franquia, kit gratuito e 3 meses de consultoria VIP.`;
}
