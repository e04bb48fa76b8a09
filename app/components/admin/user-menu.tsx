import { LogOut, Settings } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { type AdminRole, roleLabels } from "~/lib/admin-roles";

export type AdminMenuUser = { email: string; name: string; image: string | null; role: AdminRole };

/** The avatar's fallback: the first two letters of the e-mail, uppercased. */
export function initialsOf(email: string): string {
  return email.slice(0, 2).toUpperCase();
}

export function Avatar({ user, className = "size-9" }: { user: AdminMenuUser; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (user.image && !broken) {
    return (
      <img
        src={user.image}
        alt=""
        className={`${className} rounded-full object-cover`}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-primary-strong text-sm font-bold text-white`}
    >
      {initialsOf(user.email)}
    </span>
  );
}

/**
 * The user menu: avatar, e-mail, 'Configurações' (/admin/settings) and 'Sair'. A native popover,
 * so it opens, closes on Escape and on a click outside without any script of its own.
 */
export function UserMenu({ user }: { user: AdminMenuUser }) {
  return (
    <>
      <button
        type="button"
        popoverTarget="admin-user-menu"
        className="inline-flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-primary-soft sm:pr-3"
        aria-label={`Menu da conta ${user.email}`}
      >
        <Avatar user={user} />
        <span className="hidden max-w-56 truncate text-sm font-medium text-ink sm:inline">{user.email}</span>
      </button>
      <div
        id="admin-user-menu"
        popover="auto"
        className="fixed inset-auto top-16 right-4 m-0 w-64 rounded-xl border border-border bg-white p-2 text-ink shadow-xl sm:right-6"
      >
        <div className="flex items-center gap-3 border-b border-border px-2 pt-1 pb-3">
          <Avatar user={user} className="size-10" />
          <div className="min-w-0">
            {user.name && <p className="truncate text-sm font-semibold">{user.name}</p>}
            <p className="truncate text-sm text-muted">{user.email}</p>
            <p className="text-xs font-semibold text-muted">{roleLabels[user.role]}</p>
          </div>
        </div>
        <ul className="pt-2">
          <li>
            <Link
              to="/admin/settings"
              onClick={(event) => event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover()}
              className="flex h-10 items-center gap-3 rounded-lg px-2 text-sm font-medium hover:bg-slate-100"
            >
              <Settings aria-hidden="true" className="size-4" />
              Configurações
            </Link>
          </li>
          <li>
            <Form method="post" action="/auth/sair">
              <button
                type="submit"
                className="flex h-10 w-full items-center gap-3 rounded-lg px-2 text-left text-sm font-medium hover:bg-slate-100"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sair
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </>
  );
}
