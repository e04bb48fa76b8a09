import type { AnchorHTMLAttributes } from "react";
import { Link, useLocation } from "react-router";
import { sectionHref } from "./navigation";

/**
 * A link to a section of the home page. On the home page it is a plain "#id" link (scrolled
 * smoothly by useSmoothAnchors); elsewhere it navigates to "/#id" and the router scrolls there.
 */
export function SectionLink({
  section,
  ...props
}: { section: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { pathname } = useLocation();
  const href = sectionHref(pathname, section);
  if (href.startsWith("#")) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}
