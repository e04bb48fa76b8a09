import { data } from "react-router";
import { requireRole } from "~/.server/auth/session";
import { AdminErrorNotice } from "~/components/admin/admin-error";
import { adminMeta } from "~/components/admin/admin-page";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.not-found";

/**
 * Any /admin/… address no admin screen claims: a 404 inside the admin shell (the public site's
 * not-found page would drop the sidebar). Only an admin learns that the address leads nowhere.
 */

export const meta: Route.MetaFunction = () => adminMeta("Página não encontrada");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("panel"), action: rolesFor("panel") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  context.services.logger.warn({ path: new URL(request.url).pathname }, "admin: page not found");
  return data(null, { status: 404 });
}

/** A POST to such an address passes the same gate, then gets the same 404. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, handle.roles.action);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <AdminErrorNotice notFound />;
}
