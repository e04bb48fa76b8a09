import { readComposedPage } from "~/.server/content/composed-page";
import { handleExpoSubmission } from "~/.server/leads/expo-action";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { normalizedPath } from "~/forms/redirects";
import type { Route } from "./+types/api.expo";

/**
 * The JSON endpoint the expo scheduling form posts to once JavaScript runs, so a network
 * failure or an error answer reaches the form (error toast) instead of becoming a page error.
 * Without JavaScript the form posts to /expo-abf-2025's own action instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A composed event page's form names its page (`?pagina=/expo-abf-2027`): its own event's
  // days and hours are the ones checked. An address with no such page is refused.
  const pagePath = new URL(request.url).searchParams.get("pagina");
  let pageEvent: ExpoEvent | undefined;
  if (pagePath !== null) {
    const composed = await readComposedPage(request, context, normalizedPath(pagePath));
    if (!composed?.page.event) return Response.json({ status: "error", fieldErrors: {} }, { status: 404 });
    pageEvent = composed.page.event;
  }
  const { result, httpStatus } = await handleExpoSubmission(request, context, pageEvent);
  return Response.json(result, { status: httpStatus });
}

/** Only POST is served here; anything else is told so rather than logged as an error. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
