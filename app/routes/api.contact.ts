import { handleContactSubmission, pagePathFrom, safeRedirectUrl } from "~/.server/leads/contact-action";
import type { Route } from "./+types/api.contact";

/**
 * The JSON endpoint the contact form posts to once JavaScript runs, so a network failure is
 * seen by the form (error toast) instead of becoming a page error. Without JavaScript the
 * form posts to its own page's action instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const pagePath = pagePathFrom(new URL(request.url).searchParams.get("page"));
  const { result, httpStatus } = await handleContactSubmission(request, context, pagePath);
  if (result.status === "success") result.redirectUrl = safeRedirectUrl(result.redirectUrl);
  return Response.json(result, { status: httpStatus });
}

/** Only POST is served here; anything else is told so rather than logged as an error. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
