import { Clock, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { PromoBannerSettings } from "~/content/site";
import { formatCountdown, parseLocalDateTime, remainingParts } from "~/lib/countdown";

const BANNER_ID = "banner-promocional";

/** Set once the first banner has mounted in the browser: later mounts are client renders. */
let hydrated = false;

/**
 * Whether the banner starts out shown. While hydrating the server's banner: shown, as the server
 * drew it, so the markup matches and nothing moves (the countdown then hides it if the deadline
 * has passed). Otherwise (on the server, on later client renders): the clock against the deadline.
 */
function initiallyShown(deadline: Date | null): boolean {
  if (!deadline) return false;
  if (typeof document !== "undefined" && !hydrated && document.getElementById(BANNER_ID)) return true;
  return !remainingParts(deadline, new Date()).expired;
}

/**
 * The promotional banner on top of every public page: the admin's text
 * and a live countdown to the deadline in the visitor's local time, refreshed every second.
 * It is not rendered at all once the deadline has passed, and the visitor can close it.
 * When shown it has a fixed height, so the countdown never moves the page below it.
 */
export function PromoBanner({ banner }: { banner: PromoBannerSettings }) {
  const deadline = useMemo(() => parseLocalDateTime(banner.deadline), [banner.deadline]);
  const [shown, setShown] = useState(() => initiallyShown(deadline));
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    hydrated = true;
  }, []);

  useEffect(() => {
    if (!shown || !deadline) return;
    let timer = 0;
    // Re-check with the visitor's clock, then wake just after each whole second of the deadline.
    const tick = () => {
      const current = new Date();
      const left = deadline.getTime() - current.getTime();
      if (left <= 0) {
        setShown(false);
        return;
      }
      setNow(current);
      timer = window.setTimeout(tick, (left % 1000) + 15);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [shown, deadline]);

  if (!shown || !deadline) return null;
  // At zero the effect above hides the banner; until then (or while hydrating) show zeros.
  const parts = remainingParts(deadline, now);

  const close = () => {
    setShown(false);
    // The button disappears with the banner: hand keyboard focus to the start of the header.
    document.querySelector<HTMLElement>("header a[href]")?.focus();
  };

  return (
    <section
      id={BANNER_ID}
      aria-label="Oferta promocional"
      className="relative h-[76px] overflow-hidden bg-accent-strong text-white sm:h-12"
    >
      <div className="mx-auto flex h-full max-w-7xl flex-col items-center justify-center gap-1 px-12 text-center sm:flex-row sm:gap-4">
        <p className="line-clamp-2 text-[0.8125rem] leading-[1.125rem] font-semibold sm:line-clamp-1 sm:text-sm">
          {banner.text}
        </p>
        <p className="flex shrink-0 items-center gap-1.5 text-[0.8125rem] sm:text-sm">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">Tempo restante:</span>
          <span
            role="timer"
            suppressHydrationWarning
            className="rounded-md bg-black/20 px-2 py-0.5 font-bold tracking-wide tabular-nums"
          >
            {formatCountdown(parts)}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label="Fechar banner"
        className="absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-black/15 hover:text-white focus-visible:outline-white sm:right-3"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
