import crypto from "node:crypto";

/**
 * The CSP sources ('sha256-…') that allow exactly the inline scripts of a rendered page: what a
 * page cached for every visitor carries instead of a per-request nonce (docs/decisions/017).
 *
 * The page is React's output, where a script's text never holds "</script" (React Router and
 * our JSON-LD escape "<"), and text or attributes never hold a raw "<script": so every script
 * element is found by this pattern. Data blocks (JSON-LD) run nothing and need no hash.
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Types a browser runs as script (an absent type is classic JavaScript). */
function isExecutable(attributes: string): boolean {
  const match = typeAttribute.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes) || !isExecutable(attributes)) continue;
    // An empty inline script is never run, so never checked against the policy (HTML's
    // "prepare the script element" stops before its CSP step): the page cache empties React
    // Router's scripts whose text it moved to a file (scripts-after-paint.ts).
    if (text === "") continue;
    // The browser hashes the script's text after the HTML parser turned CR LF into LF.
    const normalized = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${crypto.createHash("sha256").update(normalized, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page with its nonce attributes emptied: a page shared by every visitor must not carry one
 * visitor's nonce. Emptied rather than removed, as the browser itself shows a page's nonces to
 * scripts (and React compares the attributes when it hydrates: `nonce=""` on both sides). Null
 * when the nonce is still somewhere else in the page (it would be wrong to share it).
 */
export function withoutNonce(html: string, nonce: string): string | null {
  if (!nonce) return html;
  const emptied = html.split(` nonce="${nonce}"`).join(' nonce=""');
  return emptied.includes(nonce) ? null : emptied;
}
