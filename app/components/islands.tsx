import {
  Component,
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { plainLinkClicked } from "~/lib/plain-link-click";

/**
 * Parts of a page whose JavaScript the first page load does not need.
 *
 * The server renders every part as usual. In the browser, React leaves a part that is still
 * suspended during hydration exactly as the server drew it, so:
 * - `staticPart` never hydrates on a page load: its code and texts never reach the phone;
 * - `partWhenVisible` hydrates (downloads its code) once it comes near the screen;
 * - `partOnInteraction` hydrates once the visitor reaches for it (the header's menus).
 * After a client-side navigation, both render normally (their code is fetched then), and so do
 * the parts of the site shell still on screen from the first page (the footer). Until then, an
 * update that reaches a waiting part keeps its server HTML on screen (see ServerDrawn).
 * `waitFor` must give the same promise each time for the same part: a new one, still pending,
 * would suspend it again.
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
/** Set once the visitor has moved to another page inside the app (a client-side navigation). */
let firstPageWasLeft = false;
/** Resolves once the visitor has moved to another page inside the app (a client-side navigation). */
const firstPageLeft = new Promise<void>((resolve) => {
  leaveFirstPage = () => {
    firstPageWasLeft = true;
    resolve();
  };
});

/** Called by the root on every render in the browser: hydration done, then each navigation. */
export function useHydrationDone(): void {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    hydrating = false;
    // Lets tests (and scripts) wait until the page answers to JavaScript.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    // A move within the page (an address with #contato, Back after a "#…" link) is not leaving it.
    if (pathname !== firstPathname.current) leaveFirstPage();
  }, [pathname]);
}

type Loader<P> = () => Promise<ComponentType<P>>;

function part<P extends object>(
  load: Loader<P>,
  waitFor: (props: P) => Promise<unknown>,
  elementId?: string,
) {
  let Loaded: ComponentType<P> | null = null;
  if (!inBrowser) {
    serverLoads.push(
      load().then((component) => {
        Loaded = component;
      }),
    );
  }
  // A part that may have been used before hydrating also fetches the code that does again what
  // the visitor did meanwhile (islands-replay.ts), alongside its own.
  const Lazy = lazy(() =>
    Promise.all([load(), elementId ? import("./islands-replay") : null]).then(([Component, replay]) => ({
      default: (props: P) => {
        useEffect(() => {
          if (!elementId) return;
          // Lets tests (and scripts) wait until this part answers to JavaScript.
          document.getElementById(elementId)?.setAttribute("data-hydrated", "true");
          const waiting = waitingParts.get(elementId);
          if (waiting && replay) void replay.replayWaitingPart(elementId, waiting);
        }, []);
        return <Component {...props} />;
      },
    })),
  );
  function Gate({ waiting, props }: { waiting: boolean; props: P }) {
    if (Loaded) return <Loaded {...props} />;
    // Checked on every render, not only during hydration: React also renders suspended parts
    // again in the background ("prewarming"), which would otherwise download their code.
    if (waiting) use(waitFor(props));
    return <Lazy {...props} />;
  }
  return memo(function Part(props: P) {
    // Whether this part's HTML came from the server, and with which props: fixed when it appears.
    const [first] = useState(() => ({ fromServer: hydrating, props }));
    // New props (the page's data was read again) make the server's HTML stale: the code draws it.
    // After a navigation a shell part never waits again, even with its first props back (the
    // header's menus on returning to the first page): a part drawn by its code that suspended
    // again would hold the navigation back for good.
    const waiting = first.fromServer && sameProps(first.props, props) && !firstPageWasLeft;
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div className="contents" ref={wrapper}>
        <PartFailure>
          <Suspense fallback={first.fromServer ? <ServerDrawn wrapper={wrapper} /> : null}>
            <Gate waiting={waiting} props={props} />
          </Suspense>
        </PartFailure>
      </div>
    );
  });
}

/**
 * A part that fails in the browser (while drawing, or in an effect) disappears on its own: the
 * rest of the page, the contact form above all, keeps working instead of the whole page giving
 * way to the error page. React reports the error on the console once. On the server a failing
 * part is left out by its Suspense boundary (entry.server.tsx logs it).
 */
class PartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * What stands in for a server-drawn part that React stops waiting for: the server's own nodes.
 *
 * An update that reaches a part still waiting to hydrate (the router's, when the visitor moves
 * within the page or goes Back) makes React give up hydrating it: it removes the server's HTML
 * and draws the fallback until the part's code is there. The fallback takes those same nodes
 * (read before React removes them, put back before the browser paints), so nothing on screen
 * changes, and a part waiting to be near the screen still sees its element come into view.
 */
function ServerDrawn({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  const [nodes] = useState(() => serverNodesIn(wrapper.current));
  return (
    <div
      className="contents"
      ref={(holder) => {
        if (holder && !holder.hasChildNodes()) holder.append(...nodes);
      }}
    />
  );
}

/**
 * The nodes of a part's server HTML: those between the markers React wrote around it (its
 * Suspense comments, a private part of React: docs/internals.md).
 */
function serverNodesIn(wrapper: HTMLDivElement | null): ChildNode[] {
  const start = wrapper?.firstChild;
  const end = wrapper?.lastChild;
  if (!start || !end || start === end || start.nodeType !== Node.COMMENT_NODE) return [];
  const nodes: ChildNode[] = [];
  for (let node = start.nextSibling; node && node !== end; node = node.nextSibling) nodes.push(node);
  return nodes;
}

/**
 * A part that is only ever HTML on the page it was loaded with (no event handlers, no effects).
 * The site shell's parts stay on screen after a navigation, so from then on they are drawn by
 * their code (their links and data may have changed).
 */
export function staticPart<P extends object>(load: Loader<P>) {
  return part(load, () => firstPageLeft);
}

/**
 * A part waiting to hydrate: what the visitor did in it meanwhile. Its code starts loading when
 * it nears the screen or as soon as the visitor focuses or touches something in it; values typed
 * or chosen before it has hydrated are applied again through React afterwards (hydration keeps
 * React's own state, e.g. a select's), and a form sent before then is sent once it has.
 */
export type WaitingPart = {
  ready: Promise<void>;
  /** Each edited control's last value (its id, else its name, in the order first edited). */
  edits: Map<string, string | boolean>;
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /**
   * A button clicked meanwhile, in a part that wakes on interaction only (see partOnInteraction),
   * or a link the part's code handles in place (marked `data-enhanced`: a video's, played inline).
   */
  click: HTMLElement | null;
  stopListening: () => void;
};

const waitingParts = new Map<string, WaitingPart>();

/**
 * Resolves once the element with this id is interacted with or, when `nearScreen`, is within
 * 300 px of the screen.
 */
function whenNeeded(elementId: string, nearScreen: boolean): Promise<void> {
  let waiting = waitingParts.get(elementId);
  if (!waiting) {
    waiting = watchPart(elementId, nearScreen);
    waitingParts.set(elementId, waiting);
  }
  return waiting.ready;
}

function watchPart(elementId: string, nearScreen: boolean): WaitingPart {
  let resolve: () => void = () => {};
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  const element = document.getElementById(elementId);
  const waiting: WaitingPart = {
    ready,
    edits: new Map(),
    submit: null,
    click: null,
    stopListening: () => {},
  };
  if (!element) {
    resolve();
    return waiting;
  }
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const onEdit = (event: Event) => {
    const control = event.target;
    if (!inside(event) || !isFormControl(control)) return;
    const key = control.id || control.name;
    if (!key) return;
    waiting.edits.delete(key);
    waiting.edits.set(key, isCheckable(control) ? control.checked : control.value);
    resolve();
  };
  const onSubmit = (event: Event) => {
    if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    waiting.submit = { form: event.target, submitter: submitter ?? null };
    resolve();
  };
  const onTouch = (event: Event) => {
    if (inside(event)) resolve();
  };
  // A button that has no handler yet (a menu's), or a link whose handler is not there yet:
  // clicked again through React once hydrated. The link is followed only without JavaScript.
  const onClick = (event: Event) => {
    if (!inside(event)) return;
    const link = plainLinkClicked(event as MouseEvent);
    if (link?.hasAttribute("data-enhanced")) {
      event.preventDefault();
      waiting.click = link;
      resolve();
      return;
    }
    if (nearScreen) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.type === "submit") return;
    waiting.click = button;
    resolve();
  };
  const listeners: [string, (event: Event) => void][] = [
    ["input", onEdit],
    ["change", onEdit],
    ["submit", onSubmit],
    ["focusin", onTouch],
    ["pointerdown", onTouch],
    ["click", onClick],
  ];
  // A pointer over the part (a mouse on its way to a menu) gives its code a head start.
  if (!nearScreen) listeners.push(["pointerover", onTouch]);
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  let observer: IntersectionObserver | undefined;
  waiting.stopListening = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    observer?.disconnect();
  };
  if (!nearScreen) return waiting;
  if (typeof IntersectionObserver === "undefined") {
    resolve();
    return waiting;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) resolve();
    },
    { rootMargin: "300px 0px" },
  );
  observer.observe(element);
  return waiting;
}

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isFormControl(target: EventTarget | null): target is FormControl {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

export function isCheckable(control: FormControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/**
 * An interactive part, hydrated when the element with `elementId` (inside it) nears the screen
 * or the visitor focuses or touches something in it (see WaitingPart).
 */
export function partWhenVisible<P extends object>(elementId: string, load: Loader<P>) {
  return part(load, () => whenNeeded(elementId, true), elementId);
}

/**
 * An interactive part always on screen (the header's menus), hydrated only when the visitor
 * reaches for it: a pointer over it, a touch, or focus in it. A button clicked before its code
 * has come is clicked again once it has hydrated, so the first click opens the menu; what
 * works without JavaScript (a <details> dropdown, links) works meanwhile as it is.
 */
export function partOnInteraction<P extends object>(elementId: string, load: Loader<P>) {
  return part(load, () => whenNeeded(elementId, false), elementId);
}
