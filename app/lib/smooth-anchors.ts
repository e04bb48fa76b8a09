import { useEffect } from "react";
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

/**
 * Scrolls so that the element sits ANCHOR_OFFSET px below the top of the window.
 *
 * The sections below the first screen are laid out only near the screen, with an estimated
 * height until then (app.css, docs/decisions/036): the sections a smooth scroll passes would take
 * their real heights on the way and move the target. So every section is laid out first, once.
 */
export function scrollToElement(element: Element): void {
  document.documentElement.classList.add("every-section-laid-out");
  const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Smooth scrolling for in-page links: one click listener on the document
 * scrolls to the target, records the hash in the address bar and moves keyboard focus there.
 * Without JavaScript the browser jumps instead, and `scroll-padding-top` in app.css keeps the
 * target clear of the header.
 */
export function useSmoothAnchors(): void {
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
      if (window.location.hash !== hash) {
        window.history.pushState(window.history.state, "", hash);
      }
      // One frame later, so that a menu closed by this same click has released the page.
      window.requestAnimationFrame(() => {
        scrollToElement(target);
        if (!target.matches(FOCUSABLE)) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
