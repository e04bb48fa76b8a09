import { handleExpoSubmission } from "~/.server/leads/expo-action";
import type { Route } from "./+types/api.expo";

/**
 * The JSON endpoint the expo scheduling form posts to once JavaScript runs, so a network
 * failure or an error answer reaches the form (error toast) instead of becoming a page error.
 * Without JavaScript the form posts to /expo-abf-2025's own action instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, httpStatus } = await handleExpoSubmission(request, context);
  return Response.json(result, { status: httpStatus });
}

/** Only POST is served here; anything else is told so rather than logged as an error. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
