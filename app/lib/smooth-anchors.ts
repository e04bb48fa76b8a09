import { useEffect } from "react";
import { useNavigate } from "react-router";
import { plainLinkClicked } from "./plain-link-click";

/** Space left above an anchor's target: the 72 px header plus 8 px of air. */
export const ANCHOR_OFFSET = 80;

/**
 * The id an in-page link points to, or null when the link leaves the page: "#faq" anywhere,
 * "/#faq" only when the visitor is already on the home page.
 */
export function inPageTargetId(href: string | null, pathname: string): string | null {
  if (!href) return null;
  let hash: string;
  if (href.startsWith("#")) hash = href;
  else if (href.startsWith("/#") && pathname === "/") hash = href.slice(1);
  else return null;
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Where the window must be for the element to sit ANCHOR_OFFSET px below its top. */
export function anchoredTop(element: Element): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET);
}

/**
 * Scrolls so that the element sits ANCHOR_OFFSET px below the top of the window.
 *
 * The sections below the first screen are laid out only near the screen, with an estimated
 * height until then (app.css, docs/decisions/036): the sections a smooth scroll passes would take
 * their real heights on the way and move the target. So every section is laid out first, once.
 */
export function scrollToElement(element: Element): void {
  document.documentElement.classList.add("every-section-laid-out");
  window.scrollTo({ top: anchoredTop(element), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Smooth scrolling for in-page links: one click listener on the document
 * scrolls to the target, records the hash in the address bar and moves keyboard focus there.
 * Without JavaScript the browser jumps instead, and `scroll-padding-top` in app.css keeps the
 * target clear of the header.
 *
 * The hash is recorded by the router (a navigation of its own, with its own history entry and
 * key), not by a bare `history.pushState`: the router keeps one saved scroll position per entry,
 * so Back returns to where the visitor was before the link, and Forward to the target. An entry
 * pushed behind its back shared the page's key, and Back restored the target's position.
 */
export function useSmoothAnchors(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = plainLinkClicked(event);
      if (!link) return;
      const href = link.getAttribute("href");
      const id = inPageTargetId(href, window.location.pathname);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;

      // Taking the click here, in the capture phase, also keeps the router's <Link> from
      // treating it as a navigation.
      event.preventDefault();
      const hash = href!.slice(href!.indexOf("#"));
      // One frame later, so that a menu closed by this same click has released the page (and
      // the position the router saves for Back is the page's, not the locked one).
      window.requestAnimationFrame(() => {
        // Laid out before the router saves this position and jumps to the hash, so that the
        // jump lands where ours will and Back restores a position in the same layout (the
        // browser's scroll anchoring keeps the view in place as sections above take their
        // real heights; a visitor who scrolled here has had them laid out on the way anyway).
        document.documentElement.classList.add("every-section-laid-out");
        const from = window.scrollY;
        // flushSync: the router saves this position, pushes the entry and jumps to the target
        // now, in this frame, so the jump is undone below before anything is painted.
        const { pathname, search, hash: current } = window.location;
        void navigate(pathname + search + hash, { flushSync: true, replace: current === hash });
        window.scrollTo(0, from);
        scrollToElement(target);
        if (!target.matches(FOCUSABLE)) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [navigate]);
}

/**
 * A page opened at an address naming one of its elements ends with that element below the
 * header, however slowly the page comes together (hash-landing.ts). Its code is fetched only by
 * such a page: most loads have no hash.
 */
export function useHashLanding(): void {
  useEffect(() => {
    // The site layout, which calls this, stays for the whole visit: nothing to undo.
    if (window.location.hash) void import("./hash-landing").then((landing) => landing.landOnHash());
  }, []);
}
