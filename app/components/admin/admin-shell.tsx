import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link, NavLink } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { type AdminNavItem, adminNavFor, backToSite } from "./admin-nav";
import { type AdminMenuUser, UserMenu } from "./user-menu";

/**
 * The admin shell: two columns, a 240 px sidebar with the admin screens
 * and 'Back to Site', the current one highlighted; on a phone the sidebar is a drawer opened from
 * the top bar. The drawer and the user menu are native popovers, so they open without JavaScript.
 */
export function AdminShell({ user, children }: { user: AdminMenuUser | null; children: ReactNode }) {
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = () => {
    const element = drawer.current;
    if (element?.matches(":popover-open")) element.hidePopover();
  };

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[240px_1fr]">
      <a
        href="#conteudo-admin"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Pular para o conteúdo
      </a>

      {/* Sidebar: a column from lg up (the column is full height, its content stays in view). */}
      <div className="hidden border-r border-border bg-white lg:block">
        <aside className="sticky top-0 flex h-dvh w-60 flex-col">
          <Brand />
          <SidebarNav label="Administração" items={adminNavFor(user?.role ?? null)} />
        </aside>
      </div>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            popoverTarget="admin-drawer"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-primary-soft lg:hidden"
            aria-label="Abrir menu de administração"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <p className="font-heading text-base font-bold text-ink lg:hidden">Admin</p>
          {/* No user when the layout's own loader failed: the error screen still has the sidebar. */}
          {user && (
            <div className="ml-auto">
              <UserMenu user={user} />
            </div>
          )}
        </header>
        <main id="conteudo-admin" className="flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          {children}
        </main>
      </div>

      {/* Drawer: the same sidebar on small screens. */}
      <div
        ref={drawer}
        id="admin-drawer"
        popover="auto"
        className="m-0 h-dvh max-h-none w-60 max-w-[85vw] flex-col border-r border-border bg-white p-0 shadow-2xl open:flex backdrop:bg-ink/40 lg:hidden"
      >
        <div className="flex items-center justify-between pr-2">
          <Brand compact />
          <button
            type="button"
            popoverTarget="admin-drawer"
            popoverTargetAction="hide"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-primary-soft"
            aria-label="Fechar menu"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <SidebarNav
          label="Administração (menu)"
          items={adminNavFor(user?.role ?? null)}
          onNavigate={closeDrawer}
        />
      </div>
    </div>
  );
}

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/admin" className="flex h-16 items-center gap-2.5 px-5" aria-label="Cota Fácil – Admin">
      <LogoMark className="size-8 shrink-0" />
      <span className="font-heading text-lg font-extrabold tracking-tight whitespace-nowrap text-ink">
        Cota <span className="text-primary-strong">Fácil</span>
        {!compact && (
          <span className="ml-1.5 align-middle text-xs font-semibold tracking-wide text-muted uppercase">
            Admin
          </span>
        )}
      </span>
    </Link>
  );
}

function SidebarNav({
  label,
  items,
  onNavigate,
}: {
  label: string;
  items: AdminNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 pb-4">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-auto border-t border-border pt-3">
        <li>
          <SidebarLink item={backToSite} onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}

function SidebarLink({ item, onNavigate }: { item: AdminNavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        clsx(
          "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
          isActive && item.to !== "/"
            ? "bg-primary-soft font-semibold text-primary-strong"
            : "text-ink/80 hover:bg-slate-100 hover:text-ink",
        )
      }
    >
      <Icon aria-hidden="true" className="size-[1.125rem] shrink-0" />
      {item.label}
    </NavLink>
  );
}
