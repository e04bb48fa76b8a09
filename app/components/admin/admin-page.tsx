import type { ReactNode } from "react";

/** The heading of an admin screen. */
export function AdminPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="font-heading text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {description && <p className="mt-1 text-muted">{description}</p>}
    </header>
  );
}

/** The meta tags of an admin screen: its title, never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin | Cota Fácil` }, { name: "robots", content: "noindex" }];
}
