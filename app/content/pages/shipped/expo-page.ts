import { expoPath } from "~/content/expo";
import { ownBlock, type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

/**
 * The expo page (/expo-abf-2025): the event's opening — invitation, days and venue, booth,
 * visitor benefits with the offers — showing the `expo` section's event, then the scheduling
 * form. Its search title and description are left to the page (they follow the event's name,
 * dates and whether it has ended: routes/expo.tsx) unless the team writes its own.
 */
export const expoPage: ShippedPageKind = {
  draws: (path) => path === expoPath,
  sections: ["expo", "search-and-sharing"],
  document(path, values) {
    return {
      ...shippedPageFrame(path, values, {
        name: values.expo?.name ?? "Expo",
        title: "",
        description: "",
      }),
      blocks: [siteBlock("expo-event", "evento"), ownBlock("expo-schedule", "agendamento")],
    };
  },
};
