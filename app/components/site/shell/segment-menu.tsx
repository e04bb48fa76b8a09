import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { segmentMenuId } from "./header-menus";
import { type NavItem, segmentMenuLabel, segmentNav } from "./navigation";

/**
 * The desktop 'Por segmento' dropdown. A <details> element, so it opens with a click, Enter or
 * Space even before JavaScript runs; with JavaScript it also closes on Escape, on a click or
 * focus outside it, and after choosing a page.
 */
export function SegmentMenu({ pathname }: { pathname: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  // The composed pages the team linked here come after the shipped segment pages.
  const composed = useRouteLoaderData<typeof rootLoader>("root")?.pageNav?.segments ?? [];
  const links: NavItem[] = [...segmentNav, ...composed];
  const current = pathname.startsWith("/segmentos/") || composed.some((link) => link.to === pathname);

  // Closed after a navigation, not when its code arrives: the visitor may have opened it already.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    if (ref.current && next instanceof Node && !ref.current.contains(next)) ref.current.open = false;
  };

  return (
    <details ref={ref} id={segmentMenuId} className="group relative" onBlur={closeWhenFocusLeaves}>
      <summary
        className={clsx(
          "relative flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg px-3 text-[0.9375rem] transition-colors select-none hover:bg-primary-soft group-open:bg-primary-soft [&::-webkit-details-marker]:hidden",
          current
            ? "font-semibold text-primary-strong after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-primary-strong"
            : "font-medium text-ink/80 hover:text-ink group-open:text-ink",
        )}
      >
        {segmentMenuLabel}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="absolute top-full left-1/2 z-10 mt-2 w-64 -translate-x-1/2 rounded-xl border border-border bg-white p-2 shadow-[0_18px_40px_-12px_rgb(11_27_51/0.25)]">
        <ul>
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={() => {
                  if (ref.current) ref.current.open = false;
                }}
                className={({ isActive }) =>
                  clsx(
                    "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors hover:bg-primary-soft",
                    isActive ? "bg-primary-soft font-semibold text-primary-strong" : "font-medium text-ink",
                  )
                }
              >
                {Icon && (
                  <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                )}
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
