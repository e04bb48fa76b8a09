import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { readFlash } from "~/.server/auth/flash";
import { requireAdmin } from "~/.server/auth/session";
import { AdminErrorNotice } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { useSessionWatch } from "~/components/admin/use-session-watch";
import { FlashNotice } from "~/components/auth/flash-notice";
import type { Route } from "./+types/admin";

/**
 * The admin area's layout: the shell around every admin screen. Its gate is a convenience; each
 * admin screen's loader and action call requireAdmin themselves.
 */

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Cota Fácil" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { flash, headers } = await readFlash(request, context);
  for (const cookie of admin.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const { email, name, image } = admin.user;
  return data({ user: { email, name, image }, flash }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useSessionWatch();
  return (
    <AdminShell user={loaderData.user}>
      <FlashNotice notice={loaderData.flash} />
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
