/**
 * The link a click follows the plain way (left button, no modifier key, same tab, not a
 * download, not already handled), or null: the only clicks the document-level link handlers
 * (smooth anchors, preview links) take over; any other keeps the browser's own behaviour.
 */
export function plainLinkClicked(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}
