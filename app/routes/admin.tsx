import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { requireRole } from "~/.server/auth/session";
import { AdminErrorNotice } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { useSessionWatch } from "~/components/admin/use-session-watch";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin";

/**
 * The admin area's layout: the shell around every admin screen, its sidebar fitted to the role.
 * Its gate is a convenience; each admin screen's loader and action call requireRole themselves.
 */

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Cota Fácil" },
  { name: "robots", content: "noindex" },
];

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("panel") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const { email, name, image, role } = admin.user;
  return { user: { email, name, image, role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useSessionWatch();
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * An admin screen that failed (or a 404 thrown by one) is shown inside the admin shell, so the
 * sidebar stays. A layout's boundary replaces the layout, hence the shell drawn again here.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminShell user={layout?.user ?? null}>
      <AdminErrorNotice notFound={notFound} />
    </AdminShell>
  );
}
