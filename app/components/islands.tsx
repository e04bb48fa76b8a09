import { type ComponentType, lazy, memo, Suspense, use, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Parts of a page whose JavaScript the first page load does not need.
 *
 * The server renders every part as usual. In the browser, React leaves a part that is still
 * suspended during hydration exactly as the server drew it, so:
 * - `staticPart` never hydrates on a page load: its code and texts never reach the phone;
 * - `partWhenVisible` hydrates (downloads its code) once it comes near the screen.
 * After a client-side navigation, both render normally (their code is fetched then), and so do
 * the parts of the site shell still on screen from the first page (the footer): the router's
 * update reaches them too, and React would otherwise empty a part that keeps waiting.
 *
 * This keeps the home page within its JavaScript budget: most sections are text and images.
 * A part must not depend on props that change after the page loads (they are memoised).
 */

const inBrowser = typeof document !== "undefined";
let hydrating = inBrowser;

// On the server every part is loaded before the first page is drawn (see partsReady), so a
// part never suspends there: its HTML is written in place, readable without JavaScript.
const serverLoads: Promise<unknown>[] = [];

/** Resolves once every part's module is loaded on the server; entry.server waits for it. */
export function partsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

let leaveFirstPage: () => void = () => {};
/** Resolves once the visitor has moved to another page inside the app (a client-side navigation). */
const firstPageLeft = new Promise<void>((resolve) => {
  leaveFirstPage = resolve;
});

/** Called by the root on every render in the browser: hydration done, then each navigation. */
export function useHydrationDone(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    hydrating = false;
    // Lets tests (and scripts) wait until the page answers to JavaScript.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (key !== firstKey.current) leaveFirstPage();
  }, [key]);
}

type Loader<P> = () => Promise<ComponentType<P>>;

function part<P extends object>(load: Loader<P>, waitFor: (props: P) => Promise<unknown>) {
  let Loaded: ComponentType<P> | null = null;
  if (!inBrowser) {
    serverLoads.push(
      load().then((component) => {
        Loaded = component;
      }),
    );
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Gate({ fromServer, props }: { fromServer: boolean; props: P }) {
    if (Loaded) return <Loaded {...props} />;
    // Checked on every render, not only during hydration: React also renders suspended parts
    // again in the background ("prewarming"), which would otherwise download their code.
    if (fromServer) use(waitFor(props));
    return <Lazy {...props} />;
  }
  return memo(function Part(props: P) {
    // Whether this part's HTML came from the server, fixed when it first appears.
    const [fromServer] = useState(() => hydrating);
    return (
      <Suspense fallback={null}>
        <Gate fromServer={fromServer} props={props} />
      </Suspense>
    );
  });
}

/**
 * A part that is only ever HTML on the page it was loaded with (no event handlers, no effects).
 * A router update wakes every part still waiting; the site shell's parts stay on screen after a
 * navigation, so from then on they are drawn by their code (their data may have changed).
 */
export function staticPart<P extends object>(load: Loader<P>) {
  return part(load, () => firstPageLeft);
}

const visibility = new Map<string, Promise<void>>();

/** Resolves once the element with this id is within 300 px of the screen. */
function nearScreen(elementId: string): Promise<void> {
  let promise = visibility.get(elementId);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.getElementById(elementId);
      if (!element || typeof IntersectionObserver === "undefined") return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: "300px 0px" },
      );
      observer.observe(element);
    });
    visibility.set(elementId, promise);
  }
  return promise;
}

/** An interactive part, hydrated when the element with `elementId` (inside it) nears the screen. */
export function partWhenVisible<P extends object>(elementId: string, load: Loader<P>) {
  return part(load, () => nearScreen(elementId));
}
