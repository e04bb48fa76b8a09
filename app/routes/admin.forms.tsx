import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.forms";

/**
 * /admin/forms ("Forms Management"): two tabs, the contact form's fields
 * and settings (the index) and the leads it collected (submissions). Each tab is its own route,
 * so a lead's detail and the filters have addresses that can be shared and reloaded.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {};
}

const tabs = [
  { to: "/admin/forms", label: "Contact Form", end: true },
  { to: "/admin/forms/submissions", label: "Submissions", end: false },
];

export default function AdminFormsLayout() {
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
