import { LogOut } from "lucide-react";

/** A signed-in visitor who is not an admin, as the public header shows them. */
export type SignedInVisitor = { name: string };

/** The first letters of the first and last names ("Maria da Silva" → "MS"). */
export function visitorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}

function Initials({ name, className = "size-9" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-strong text-sm font-bold text-white`}
    >
      {visitorInitials(name)}
    </span>
  );
}

/** 'Sair' posts to /auth/sair: a plain form, so it works before (or without) JavaScript. */
function SignOutButton({ className }: { className: string }) {
  return (
    <form method="post" action="/auth/sair">
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="size-4" />
        Sair
      </button>
    </form>
  );
}

const menuId = "menu-da-conta";

/**
 * The desktop header's account button for a signed-in visitor: their initials open a small
 * menu with their name and 'Sair'. A native popover: it opens, and closes on Escape or a click
 * outside, without any script of its own.
 */
export function VisitorAccountMenu({ visitor }: { visitor: SignedInVisitor }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={`Menu da conta de ${visitor.name}`}
        className="inline-flex items-center gap-2 rounded-full p-0.5 text-sm font-medium text-ink hover:bg-primary-soft 2xl:pr-3"
      >
        <Initials name={visitor.name} />
        {/* The name too where the header has room for it; the initials alone otherwise. */}
        <span aria-hidden="true" className="hidden max-w-40 truncate 2xl:inline">
          {visitor.name}
        </span>
      </button>
      <div
        id={menuId}
        popover="auto"
        className="fixed inset-auto top-[76px] right-4 m-0 w-64 rounded-xl border border-border bg-white p-2 text-ink shadow-xl"
      >
        <p className="flex items-center gap-3 border-b border-border px-2 pt-1 pb-3 text-sm">
          <Initials name={visitor.name} className="size-10" />
          <span className="min-w-0">
            <span className="block text-muted">Conectado como</span>
            <span className="block truncate font-semibold">{visitor.name}</span>
          </span>
        </p>
        <div className="pt-2">
          <SignOutButton className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg px-2 text-left text-sm font-medium hover:bg-slate-100" />
        </div>
      </div>
    </>
  );
}

/** The same, in the phone menu: who is signed in, and 'Sair'. */
export function VisitorAccountPanel({ visitor }: { visitor: SignedInVisitor }) {
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-3 px-1 text-sm">
        <Initials name={visitor.name} />
        <span className="min-w-0">
          <span className="block text-muted">Conectado como</span>
          <span className="block truncate font-semibold text-ink">{visitor.name}</span>
        </span>
      </p>
      <SignOutButton className="flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-border font-semibold text-ink transition-colors hover:bg-primary-soft" />
    </div>
  );
}
