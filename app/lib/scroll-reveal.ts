import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scroll reveal: every `.animate-on-scroll` element gets the class
 * `visible` once 10 % of it is in view, and is then left alone. The page is scanned again after
 * each navigation. Visitors who ask for reduced motion see everything at once.
 */
export function useScrollReveal(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // The pathname is read so that each navigation scans the new page.
    void pathname;
    const pending = Array.from(document.querySelectorAll<HTMLElement>(".animate-on-scroll:not(.visible)"));
    if (pending.length === 0) return;

    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (reduce || typeof IntersectionObserver === "undefined") {
      for (const element of pending) element.classList.add("visible");
      return;
    }

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("visible");
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1 },
    );
    for (const element of pending) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
}
