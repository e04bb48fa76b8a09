import { requireAdmin } from "~/.server/auth/session";
import type { Route } from "./+types/admin.site-data-json";

/** A download behind the admin check. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return new Response("[]", { headers: { "content-type": "application/json" } });
}
