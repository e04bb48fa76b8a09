import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link a block holds (checked when saved: a site path, an anchor of the page or http(s)). A
 * site path moves within the app; an anchor or another site is a plain link.
 */
export function BlockLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className: string;
}) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(href.startsWith("#") ? {} : { rel: "noopener" })}>
      {children}
    </a>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110";
