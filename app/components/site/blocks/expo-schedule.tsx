import { ScheduleSection } from "~/components/site/expo/schedule-section";
import type { BlockValue } from "~/content/pages/blocks";
import type { ExpoFormResult } from "~/forms/form-result";
import type { BlockProps } from "./block-props";
import { expoScheduleQuery } from "./expo-schedule-query";

/**
 * The scheduling form of an event page, on the days and hours of the page's event (its
 * expo-event block's, else the site's `expo` section: the loader puts it in `page.event`).
 * Without JavaScript it posts to the page itself, which tells the two forms apart by the query.
 */
export function ExpoScheduleBlock({ value, page, serverResult }: BlockProps<BlockValue<"expo-schedule">>) {
  if (!page.event || !page.today) return null;
  return (
    <ScheduleSection
      serverResult={serverResult as ExpoFormResult | undefined}
      event={page.event}
      today={page.today}
      intro={{ eyebrow: value.eyebrow, title: value.title, lead: value.lead }}
      postTo={page.schedulePostTo ?? `${page.path}?${expoScheduleQuery}`}
    />
  );
}

export default ExpoScheduleBlock;
