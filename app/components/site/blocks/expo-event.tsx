import { BoothSection } from "~/components/site/expo/booth";
import { EventDetails } from "~/components/site/expo/event-details";
import { ExpoHero } from "~/components/site/expo/expo-hero";
import { VisitorBenefits } from "~/components/site/expo/visitor-benefits";
import type { BlockValue } from "~/content/pages/blocks";
import { hasEnded } from "~/forms/expo-schedule";
import type { BlockProps, ExpoOpeningSection } from "./block-props";

/**
 * An event page's opening: the invitation with its video, the days, hours and venue, the booth
 * and the offers to visitors, from the block's event (told in the past once it has ended). Its
 * title is the page's h1 unless a hero block above holds that.
 */
export function ExpoEventBlock({ id, value, page, shows }: BlockProps<BlockValue<"expo-event">>) {
  const { offers, ...event } = value;
  const ended = page.today ? hasEnded(event, page.today) : false;
  // A page drawing the opening in parts (expo-event-in-parts.tsx) asks each part for one section.
  const drawn = (section: ExpoOpeningSection) => shows === undefined || shows === section;
  return (
    <>
      {drawn("opening") ? (
        <ExpoHero event={event} ended={ended} offers={offers} titleTag={page.h1Block === id ? "h1" : "h2"} />
      ) : null}
      {drawn("details") ? <EventDetails event={event} ended={ended} offers={offers} /> : null}
      {drawn("booth") ? <BoothSection eventName={event.name} ended={ended} offers={offers} /> : null}
      {drawn("benefits") ? <VisitorBenefits eventName={event.name} ended={ended} offers={offers} /> : null}
    </>
  );
}

export default ExpoEventBlock;
