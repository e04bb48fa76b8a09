import { anchoredTop, inPageTargetId } from "./smooth-anchors";

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
export function landOnHash(): void {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
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
}
