import { verifiedSealId } from "~/content/awards";

/** The complaint-handling service's verified-company seal (Reclame Aqui), shown in the awards section. */
const verifiedSeal = {
  scriptId: "ra-embed-verified-seal",
  /** Its host path is also allowed in the CSP's script-src (app/.server/http/security-headers.ts). */
  src: "https://s3.amazonaws.com/raichu-beta/ra-verified/bundle.js",
  targetId: verifiedSealId,
  model: "2",
} as const;

/**
 * With RA_SEAL_ID set, adds the seal script once on a page that has the seal's placeholder;
 * otherwise the placeholder seal stays as drawn. The script is added when
 * the placeholder comes near the screen and React has taken it over: the awards section may
 * still be server HTML waiting to hydrate (components/islands.tsx), and a widget drawn into it
 * before then would not match what React expects. The page load itself fetches nothing from the
 * seal's host.
 */
export function watchVerifiedSeal(sealId: string): () => void {
  const placeholder = document.getElementById(verifiedSeal.targetId);
  if (!placeholder || document.getElementById(verifiedSeal.scriptId)) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const addScript = () => {
    if (cancelled || document.getElementById(verifiedSeal.scriptId)) return;
    const script = document.createElement("script");
    script.id = verifiedSeal.scriptId;
    script.src = verifiedSeal.src;
    script.async = true;
    script.dataset.id = sealId;
    script.dataset.target = verifiedSeal.targetId;
    script.dataset.model = verifiedSeal.model;
    // The page's own nonce (readable as a property only), besides the CSP's host allowance.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    document.body.appendChild(script);
  };
  // React marks the elements it manages; server HTML still waiting to hydrate has no mark (a
  // private part of React: docs/internals.md).
  const addOnceHydrated = (since = Date.now()) => {
    const managed = Object.keys(placeholder).some((key) => key.startsWith("__reactFiber$"));
    if (managed || Date.now() - since > sealHydrationWaitMs) addScript();
    else timer = setTimeout(() => addOnceHydrated(since), 100);
  };
  if (typeof IntersectionObserver === "undefined") {
    addOnceHydrated();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      addOnceHydrated();
    },
    { rootMargin: "200px 0px" },
  );
  observer.observe(placeholder);
  return () => {
    cancelled = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** A placeholder that is never hydrated (plain server HTML) gets the seal after this long. */
const sealHydrationWaitMs = 4000;
