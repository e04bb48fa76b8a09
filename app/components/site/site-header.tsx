import { useEffect, useState } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { partOnInteraction, staticPart } from "~/components/islands";
import type { LogoSettings } from "~/content/site";
import type { loader as rootLoader } from "~/root";
import { accountLink, mobileMenuId, segmentMenuId } from "./shell/header-menus";
import type { SignedInVisitor } from "./shell/visitor-account";
import { VisitorAccountMenu } from "./shell/visitor-account-parts";

// The logo and 'Fale conosco' are an image and a plain link (the in-page scroll is the document's
// click handler's, lib/smooth-anchors.ts): server HTML on a page load, their code fetched only
// after a client-side navigation.
const Logo = staticPart(() => import("./logo").then((module) => module.Logo));
const HeaderContactLink = staticPart(() =>
  import("./shell/header-contact-link").then((module) => module.HeaderContactLink),
);

// The menus are server HTML until the visitor reaches for them (a pointer over, a touch, focus):
// their code stays out of the first load, and the click that wakes one still opens it.
const SegmentMenu = partOnInteraction(segmentMenuId, () =>
  import("./shell/segment-menu").then((module) => module.SegmentMenu),
);
const MobileMenu = partOnInteraction(mobileMenuId, () =>
  import("./shell/mobile-menu").then((module) => module.MobileMenu),
);

/** How far the page scrolls, in pixels, before the header takes its raised look. */
const SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

// Plain strings rather than a class-joining helper: the header is in every page's first load.
const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative inline-flex h-10 items-center rounded-lg px-3 text-[0.9375rem] whitespace-nowrap transition-colors hover:bg-primary-soft ${
    isActive
      ? "font-semibold text-primary-strong after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-primary-strong"
      : "font-medium text-ink/80 hover:text-ink"
  }`;

/**
 * The public header: logo, the main navigation with the 'Por segmento'
 * dropdown, 'Login' (or 'Admin' for a signed-in administrator, or the name and 'Sair' of any
 * other signed-in visitor) and 'Fale conosco'. It sticks
 * to the top at a constant 72 px, so nothing below it moves; once the page has scrolled it
 * lifts off the content with a shadow. Small screens get the slide-in menu instead.
 */
export function SiteHeader({
  logo,
  isAdmin = false,
  visitor = null,
}: {
  logo: LogoSettings;
  isAdmin?: boolean;
  /** A signed-in visitor who is not an admin: their name and 'Sair' replace 'Login'. */
  visitor?: SignedInVisitor | null;
}) {
  const { pathname } = useLocation();
  const primaryNav = useRouteLoaderData<typeof rootLoader>("root")?.headerNav ?? [];
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const account = accountLink(isAdmin);
  const brandName = logo.text.trim() || "Cota Fácil";

  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={`sticky top-0 z-40 h-[72px] border-b bg-white transition-[box-shadow,border-color] duration-300 ${
        scrolled ? "border-transparent shadow-[0_10px_30px_-14px_rgb(11_27_51/0.35)]" : "border-border"
      }`}
    >
      {/* Intro of 0.7 s: fades and slides in on first paint; transforms and
          opacity move nothing around it. */}
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 transition-[opacity,translate] duration-700 ease-out starting:-translate-y-2 starting:opacity-0 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={`${brandName} – página inicial`}
          className="mr-auto min-w-0 rounded-lg xl:mr-4"
        >
          <Logo logo={logo} />
        </Link>

        <nav aria-label="Navegação principal" className="hidden xl:mr-auto xl:block">
          <ul className="flex items-center gap-0.5">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <SegmentMenu pathname={pathname} />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden xl:block">
            {visitor ? (
              <VisitorAccountMenu visitor={visitor} />
            ) : (
              <NavLink to={account.to} className={desktopLinkClass}>
                {account.label}
              </NavLink>
            )}
          </div>
          <div className="hidden sm:block">
            <HeaderContactLink />
          </div>
          <MobileMenu pathname={pathname} logo={logo} isAdmin={isAdmin} visitor={visitor} />
        </div>
      </div>
    </header>
  );
}
