import { clsx } from "clsx";
import { ArrowRight, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import type { LogoSettings } from "~/content/site";
import type { loader as rootLoader } from "~/root";
import { Logo } from "../logo";
import { accountLink, mobileMenuId } from "./header-menus";
import { type NavItem, phoneMenuNav, segmentMenuLabel, segmentNav } from "./navigation";
import { SectionLink } from "./section-link";
import type { SignedInVisitor } from "./visitor-account";
import { VisitorAccountPanel } from "./visitor-account-parts";

const PANEL_ID = "menu-celular";

/** Shown only while JavaScript is off (the root marks <html class="js"> before first paint). */
const noJsOnly = "hidden [html:not(.js)_&]:inline-flex";
const jsOnly = "[html:not(.js)_&]:hidden";

/**
 * The menu of small screens: a panel that slides in from the right with the header's links.
 * It closes when a link is chosen, on Escape and on a click outside it; focus moves into it
 * and, unless a link was chosen, back to the menu button. Without JavaScript the button is a
 * link to the panel, which opens through :target.
 */
export function MobileMenu({
  pathname,
  logo,
  isAdmin,
  visitor = null,
}: {
  pathname: string;
  logo: LogoSettings;
  isAdmin: boolean;
  visitor?: SignedInVisitor | null;
}) {
  const account = accountLink(isAdmin);
  // The shipped pages' links (the expo's by its title or event's name when the team renamed it,
  // none while it is retired), then the composed pages the team linked from the header and footer.
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const composed = root?.pageNav;
  const pageLinks: NavItem[] = [
    ...phoneMenuNav
      .filter((item) => !root?.navHidden?.includes(item.to))
      .map((item) => ({ ...item, label: root?.navLabels?.[item.to] ?? item.label })),
    ...(composed?.header ?? []),
    ...(composed?.footer ?? []),
  ];
  const segmentLinks: NavItem[] = [...segmentNav, ...(composed?.segments ?? [])];
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const close = useCallback((refocus: boolean) => {
    returnFocus.current = refocus;
    setOpen(false);
  }, []);

  // The address the menu was opened at. The address changes before the new page is drawn: a tap
  // in between opens the menu on the new page, which drawing it must not close.
  const openedAt = useRef<string | null>(null);
  const openMenu = () => {
    openedAt.current = window.location.pathname;
    setOpen(true);
  };

  useEffect(() => {
    if (openedAt.current === pathname) return;
    returnFocus.current = false;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) buttonRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    closeButtonRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      // Keep Tab inside the open panel.
      const focusables = Array.from(
        panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
      ).filter((element) => element.offsetParent !== null);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  const chooseLink = () => close(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      "flex items-center justify-between rounded-lg px-3 py-3 text-base transition-colors hover:bg-primary-soft",
      isActive ? "bg-primary-soft font-semibold text-primary-strong" : "font-medium text-ink",
    );

  return (
    <div id={mobileMenuId} className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Fechar menu" : "Abrir menu"}
        onClick={() => (open ? close(true) : openMenu())}
        className={clsx(
          "inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-primary-soft",
          jsOnly,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <a
        href={`#${PANEL_ID}`}
        aria-label="Abrir menu"
        className={clsx("size-11 items-center justify-center rounded-lg text-ink", noJsOnly)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </a>

      <div
        aria-hidden="true"
        className={clsx(
          "fixed inset-0 z-40 bg-ink/60 transition-opacity duration-300",
          open ? "opacity-100" : "pointer-events-none opacity-0",
        )}
      />
      <div
        ref={panelRef}
        id={PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={clsx(
          "fixed inset-y-0 right-0 z-50 flex w-[min(86vw,22rem)] flex-col bg-white shadow-2xl duration-300 ease-out motion-reduce:transition-none",
          // Visible at once on opening (so focus can move in), hidden only after sliding out.
          open
            ? "visible translate-x-0 transition-[translate]"
            : "invisible translate-x-full transition-[translate,visibility]",
          "[html:not(.js)_&:target]:visible [html:not(.js)_&:target]:translate-x-0",
        )}
      >
        <div className="flex h-[72px] shrink-0 items-center justify-between border-b border-border px-4">
          <Logo logo={logo} />
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Fechar menu"
            onClick={() => close(true)}
            className={clsx(
              "inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-primary-soft",
              jsOnly,
            )}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
          <a
            href="#conteudo"
            aria-label="Fechar menu"
            className={clsx("size-11 items-center justify-center rounded-lg text-ink", noJsOnly)}
          >
            <X aria-hidden="true" className="size-6" />
          </a>
        </div>

        <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {pageLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={chooseLink} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
            {segmentMenuLabel}
          </p>
          <ul className="space-y-1">
            {segmentLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} onClick={chooseLink} className={linkClass}>
                  <span className="flex items-center gap-3">
                    {Icon && <Icon aria-hidden="true" className="size-[1.125rem] text-primary-strong" />}
                    {label}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="shrink-0 space-y-2 border-t border-border p-4">
          <SectionLink
            section="contato"
            onClick={chooseLink}
            className="flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-accent-strong font-semibold text-white shadow-sm transition-colors hover:bg-ink-soft"
          >
            Fale conosco
            <ArrowRight aria-hidden="true" className="size-[1.125rem]" />
          </SectionLink>
          {visitor ? (
            <VisitorAccountPanel visitor={visitor} />
          ) : (
            <NavLink
              to={account.to}
              onClick={chooseLink}
              className="flex h-12 w-full items-center justify-center rounded-lg border border-border font-semibold text-ink transition-colors hover:bg-primary-soft"
            >
              {account.label}
            </NavLink>
          )}
        </div>
      </div>
    </div>
  );
}
