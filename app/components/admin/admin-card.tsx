import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A titled card of an admin screen: a <section> named by its heading, with an optional icon,
 * description and action (a button beside the title).
 *
 *   <AdminCard title="Logo" description="…">…</AdminCard>
 */
export function AdminCard({
  id,
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  bodyClassName,
  children,
}: {
  /** The heading's id; by default made from the title. */
  id?: string;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** 3 for cards below a page section's own heading. */
  headingLevel?: 2 | 3;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const headingId = id ?? `secao-${slug(title)}`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section
      aria-labelledby={headingId}
      className={cn("min-w-0 rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="flex items-center gap-2 font-heading text-lg font-bold text-ink">
          {icon}
          {title}
        </Heading>
        {action}
      </div>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className={cn("mt-5", bodyClassName)}>{children}</div>
    </section>
  );
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
