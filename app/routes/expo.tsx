import { data } from "react-router";
import { readExpoPage } from "~/.server/content/expo-page";
import { drawAfterPost, expoPageSeen, pageDrawnAfterPost } from "~/.server/content/page-seen";
import { leaveIfRetired } from "~/.server/content/retired-shipped-page";
import { handleExpoSubmission } from "~/.server/leads/expo-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import { expoPageParts } from "~/components/site/blocks/expo-event-in-parts";
import { expoPath } from "~/content/expo";
import type { ExpoFormResult } from "~/forms/form-result";
import type { Route } from "./+types/expo";

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The expo page is a page document (docs/decisions/068, 072): the one the team published on
 * "Páginas", else its default — the event's opening showing the `expo` section's event as the
 * team published it, then the scheduling form. After the event's last day (Brasília's date) the
 * whole page tells it in the past tense, invites to no booking and offers nothing, and the form
 * is not drawn. The page cache keeps a page for the Brasília day it was drawn on only
 * (http/page-cache.ts), so the cached page changes when the day after the event begins.
 * Retired from "Páginas" (next year's fair has its own page), the address leads where the team
 * chose (docs/decisions/076).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const drawn = pageDrawnAfterPost(context);
  if (drawn) return drawn;
  await leaveIfRetired(request, context, expoPath);
  return readExpoPage(request, context);
}

/**
 * The scheduling form's post when JavaScript is off: the page is drawn again with the
 * confirmation (registration stored) or with the errors in Portuguese (HTTP 400/429). The days
 * and hours offered are the page's event's. Sent from the page after it was retired, the form is
 * checked and answered as that page would have (docs/decisions/080): never redirected, which
 * would drop the booking.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const seen = await expoPageSeen(request, context);
  drawAfterPost(context, seen);
  const { result, httpStatus } = await handleExpoSubmission(request, context, seen.page.page.event, expoPath);
  return data(result, { status: httpStatus });
}

/**
 * Drawn by the blocks every page is made of (components/site/blocks), its event opening in the
 * parts it had as code: the hero hydrates once reached for, the other sections stay server HTML.
 */
export default function ExpoPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageOfBlocks
      data={loaderData}
      serverResult={actionData as ExpoFormResult | undefined}
      parts={expoPageParts}
    />
  );
}
