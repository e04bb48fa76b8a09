import { createContext, useContext } from "react";

/**
 * The site's stylesheet as text, provided on the server only (entry.server.tsx), so it can be
 * inlined in <head> without its ~60 KB also travelling in the browser's JavaScript.
 */
const SiteCssContext = createContext<string>("");

export const SiteCssProvider = SiteCssContext.Provider;

/**
 * The <style> element holding the stylesheet. In the browser the context is empty; the server's
 * content is kept because hydration does not rewrite innerHTML (hence suppressHydrationWarning).
 */
export function InlineSiteCss({ nonce }: { nonce: string }) {
  const css = useContext(SiteCssContext);
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, no user text
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
