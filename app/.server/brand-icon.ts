import faviconSvg from "../../public/favicon.svg?raw";

/**
 * The tab's icon, written into every page as a data: address rather than linked: a phone then
 * makes no request for it while the page is still painting (Lighthouse counted that request,
 * when it ended before the largest paint, as holding the paint up; docs/decisions/028).
 * /favicon.svg, the same drawing, stays for whoever asks for it by address.
 */
export const faviconHref = `data:image/svg+xml,${faviconSvg
  .replace(/\s+/g, " ")
  .trim()
  // Only what a data: address (inside href="…") cannot hold as it is.
  .replace(/[<>#%"]/g, encodeURIComponent)}`;
