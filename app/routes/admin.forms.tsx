import { NavLink, Outlet } from "react-router";
import { requireRole } from "~/.server/auth/session";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { type AdminRouteHandle, type Capability, can, rolesFor } from "~/lib/admin-roles";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.forms";

/**
 * /admin/forms ("Forms Management"): three tabs, the contact form's fields
 * and settings (the index), the leads it collected (submissions) and who hears of new leads by
 * e-mail (notifications). Each tab is its own route,
 * so a lead's detail and the filters have addresses that can be shared and reloaded.
 */

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("formTexts", "leads") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  // Each role sees the tabs it may open: Editor the form, Vendas the leads.
  return { tabs: tabs.filter((tab) => can(user.role, tab.capability)) };
}

const tabs: { to: string; label: string; end: boolean; capability: Capability }[] = [
  { to: "/admin/forms", label: "Contact Form", end: true, capability: "formTexts" },
  { to: "/admin/forms/submissions", label: "Submissions", end: false, capability: "leads" },
  { to: "/admin/forms/notifications", label: "Avisos por e-mail", end: false, capability: "webhooks" },
];

export default function AdminFormsLayout({ loaderData }: Route.ComponentProps) {
  const { tabs } = loaderData;
  return (
    <>
      <AdminPageHeader title="Forms Management" />
      <nav aria-label="Formulários" className="mb-6 border-b border-border">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold transition-colors",
                    isActive
                      ? "border-primary-strong text-primary-strong"
                      : "border-transparent text-muted hover:text-ink",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
