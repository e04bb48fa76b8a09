import { BoothSection } from "~/components/site/expo/booth";
import { EventDetails } from "~/components/site/expo/event-details";
import { ExpoHero } from "~/components/site/expo/expo-hero";
import { VisitorBenefits } from "~/components/site/expo/visitor-benefits";
import type { BlockValue } from "~/content/pages/blocks";
import { hasEnded } from "~/forms/expo-schedule";
import type { BlockProps } from "./block-props";

/**
 * An event page's opening: the invitation with its video, the days, hours and venue, the booth
 * and the offers to visitors, from the block's event (told in the past once it has ended). Its
 * title is the page's h1 unless a hero block above holds that.
 */
export function ExpoEventBlock({ id, value, page }: BlockProps<BlockValue<"expo-event">>) {
  const { offers, ...event } = value;
  const ended = page.today ? hasEnded(event, page.today) : false;
  return (
    <>
      <ExpoHero event={event} ended={ended} offers={offers} titleTag={page.h1Block === id ? "h1" : "h2"} />
      <EventDetails event={event} ended={ended} offers={offers} />
      <BoothSection eventName={event.name} ended={ended} offers={offers} />
      <VisitorBenefits eventName={event.name} ended={ended} offers={offers} />
    </>
  );
}

export default ExpoEventBlock;
