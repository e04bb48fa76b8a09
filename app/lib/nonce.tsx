import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce. Provided on the server by entry.server; in the browser it is
 * empty (browsers hide nonce attributes from scripts, so there is nothing to match).
 */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
