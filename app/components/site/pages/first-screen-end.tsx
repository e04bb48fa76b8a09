import { useSyncExternalStore } from "react";
import { useNonce } from "~/lib/nonce";

/**
 * Where a page's first screen (its header and hero) ends, for the browser's HTML parser
 * (docs/decisions/035).
 *
 * An inline script waits for the stylesheets above it before it runs, and the parser waits for
 * the script. So when the stylesheet is still on its way, the browser's first style and layout
 * cover the first screen only, in a short task, and the rest of the page follows in later ones:
 * one task for the whole page would keep a phone busy for about 200 ms right after the first
 * paint. It also makes DOMContentLoaded wait for the stylesheet: Chrome's autofill looks at the
 * page's form fields then, which laid out the whole page, still unstyled, for nothing.
 *
 * The script does nothing. Only a page the server wrote has it: it is dropped once hydrated, and
 * a page drawn after a client-side navigation never had it (React never runs a script it adds).
 */
export function FirstScreenEnd() {
  const nonce = useNonce();
  const fromServerHtml = useSyncExternalStore(neverChanges, inTheBrowser, onTheServer);
  if (!fromServerHtml) return null;
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant, no user text
      dangerouslySetInnerHTML={{ __html: "/* end of the first screen */" }}
    />
  );
}

// React reads the server's value while it hydrates, then the browser's.
const neverChanges = () => () => {};
const inTheBrowser = () => false;
const onTheServer = () => true;
