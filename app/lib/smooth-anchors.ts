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
function anchoredTop(element: Element): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET);
}

/**
 * Scrolls so that the element sits ANCHOR_OFFSET px below the top of the window.
 *
 * The sections below the first screen are laid out only near the screen, with an estimated
 * height until then (app.css, docs/decisions/036): the sections a smooth scroll passes would take
 * their real heights on the way and move the target. So every section is laid out first, once.
 */
export function scrollToElement(element: Element, behavior: ScrollBehavior = "smooth"): void {
  document.documentElement.classList.add("every-section-laid-out");
  const top = anchoredTop(element);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "instant" : behavior });
}

/**
 * Lays every section out without moving what the visitor sees: sections above the screen still
 * at their estimated height take their real one, and the window follows the element in the
 * middle of the screen (whatever the browser's own scroll anchoring already did).
 */
function layOutEverySectionInPlace(): void {
  const root = document.documentElement;
  if (root.classList.contains("every-section-laid-out")) return;
  const anchor = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  const before = anchor?.getBoundingClientRect().top ?? 0;
  root.classList.add("every-section-laid-out");
  const shift = (anchor?.getBoundingClientRect().top ?? 0) - before;
  if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: "instant" });
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

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
        // Laid out before the router saves this position and jumps to the hash, so that Back
        // comes back to this same view and the jump lands where ours will.
        layOutEverySectionInPlace();
        const from = window.scrollY;
        const { pathname, search } = window.location;
        // flushSync: the router saves this position, pushes the entry and jumps to the target
        // now, in this frame, so the jump is undone below before anything is painted.
        void navigate(
          { pathname, search, hash },
          { flushSync: true, replace: window.location.hash === hash, preventScrollReset: true },
        );
        window.scrollTo({ top: from, behavior: "instant" });
        scrollToElement(target);
        focusTarget(target);
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [navigate]);
}

/** What the visitor does to scroll or act on the page themselves: the landing leaves it to them. */
const VISITOR_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
/** How long after the page's load event late layout changes are still corrected. */
const SETTLE_MS = 5000;

/**
 * A page opened at an address naming one of its elements (the home page's form, /#contato, from
 * another page's 'Fale conosco') ends with that element below the header, however slowly the
 * page comes together.
 *
 * The browser jumps to the element while the page still loads: its sections' estimated heights
 * (docs/decisions/036), the images, fonts and parts that come later can each move the element
 * after the jump (a slow phone was seen ending ~700 px above the form). So every section is laid
 * out, the element's position is checked again whenever the page's height changes until the
 * page has settled (its load event and a moment after), and put right when it is off — unless
 * the visitor has started to scroll or act on the page meanwhile. A reload, Back or Forward keep
 * the position the browser or the router restores.
 */
export function useHashLanding(): void {
  useEffect(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as
      | PerformanceNavigationTiming
      | undefined;
    if (navigation && navigation.type !== "navigate") return;
    const id = inPageTargetId(window.location.hash, window.location.pathname);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;

    let timer: number | undefined;
    let stopped = false;
    const align = () => {
      if (stopped) return;
      const top = anchoredTop(target);
      if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: "instant" });
    };
    const observer = new ResizeObserver(align);
    const stop = () => {
      stopped = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener("load", settle);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
    };
    const settle = () => {
      timer = window.setTimeout(stop, SETTLE_MS);
    };

    document.documentElement.classList.add("every-section-laid-out");
    align();
    observer.observe(document.body);
    void document.fonts?.ready.then(align);
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return stop;
  }, []);
}
