import { expoPageSeen, pageSeenAt } from "~/.server/content/page-seen";
import { handleExpoSubmission } from "~/.server/leads/expo-action";
import { normalizedPath } from "~/forms/redirects";
import type { Route } from "./+types/api.expo";

/**
 * The JSON endpoint the expo scheduling form posts to once JavaScript runs, so a network
 * failure or an error answer reaches the form (error toast) instead of becoming a page error.
 * Without JavaScript the form posts to /expo-abf-2025's own action instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A composed event page's form names its page (`?pagina=/expo-abf-2027`), the expo page's does
  // not: the event of the page the visitor saw is the one checked, and the lead keeps the page's
  // address, also when the page was retired meanwhile (docs/decisions/080). An address where no
  // page with a scheduling form was ever published is refused.
  const named = new URL(request.url).searchParams.get("pagina");
  const seen =
    named === null
      ? await expoPageSeen(request, context)
      : await pageSeenAt(request, context, normalizedPath(named));
  if (named !== null && !seen?.page.page.event)
    return Response.json({ status: "error", fieldErrors: {} }, { status: 404 });
  const { result, httpStatus } = await handleExpoSubmission(
    request,
    context,
    seen?.page.page.event,
    seen?.page.page.path,
  );
  return Response.json(result, { status: httpStatus });
}

/** Only POST is served here; anything else is told so rather than logged as an error. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
