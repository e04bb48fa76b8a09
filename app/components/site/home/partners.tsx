import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { partnersIntro } from "~/content/home";
import { partnerLogoSize } from "~/content/partners";
import type { Partner } from "~/content/registry/sections/partners";
import { lazyContainerClass, lazyViewportClass, useLazyEmbla } from "./carousel/use-lazy-embla";
import { HeadedSection } from "./section-heading";
import { useReducedMotion } from "./use-reduced-motion";

/** The carousel advances every 3 s, and only while at least 10 % of it is in view. */
const autoplayDelayMs = 3000;
const inViewThreshold = 0.1;

const carouselOptions = { loop: true, align: "start" } as const;

/** More than one position to move to: some logos are off screen. */
function canMove(carousel: EmblaCarouselType): boolean {
  return carousel.scrollSnapList().length > 1;
}

const logoBoxClass =
  "flex h-24 items-center justify-center rounded-xl border border-border bg-white px-4 shadow-sm";

function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <img
      src={partner.image}
      alt={partner.name}
      width={partnerLogoSize.width}
      height={partnerLogoSize.height}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="h-auto max-h-16 w-full max-w-[180px] object-contain"
    />
  );
}

const controlButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-white text-ink shadow-sm transition hover:border-primary-strong hover:text-primary-strong";

/**
 * The partner logos ("#parceiros"; 28 as shipped, at least one): a looping carousel that advances on its
 * own only while in view, pauses while hovered or focused or when the visitor pauses it, and never
 * moves by itself for visitors who prefer reduced motion. The logos are a server-rendered row that
 * scrolls natively; the carousel script arrives as it nears the screen.
 */
export function PartnersSection({ partners }: { partners: Partner[] }) {
  const autoplayRef = useRef<AutoplayType | null>(null);
  const {
    viewportRef,
    api: emblaApi,
    withApi,
  } = useLazyEmbla(carouselOptions, async () => {
    const { default: Autoplay } = await import("embla-carousel-autoplay");
    const autoplay = Autoplay({
      delay: autoplayDelayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    });
    autoplayRef.current = autoplay;
    return [autoplay];
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const shouldPlay = inView && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(entry.isIntersecting && entry.intersectionRatio >= inViewThreshold),
      { threshold: inViewThreshold },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // Whether the logos overflow the row: with all of them on screen (a few partners on a wide
  // screen) there is nothing to move to, so the carousel neither plays nor shows its controls.
  const [scrollable, setScrollable] = useState(true);
  useEffect(() => {
    if (!emblaApi) return;
    const measure = () => setScrollable(canMove(emblaApi));
    measure();
    emblaApi.on("reInit", measure);
    return () => {
      emblaApi.off("reInit", measure);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = autoplayRef.current;
    if (!emblaApi || !autoplay) return;
    // Embla's autoplay is not set up on a carousel with one position and throws if played.
    const play = () => {
      if (canMove(emblaApi)) autoplay.play();
    };
    if (shouldPlay && scrollable) play();
    else if (autoplay.isPlaying()) autoplay.stop();
    // A drag stops the autoplay; it resumes once the pointer lets go, if nothing else holds it.
    const resume = () => {
      if (shouldPlay) play();
    };
    emblaApi.on("pointerUp", resume);
    return () => {
      emblaApi.off("pointerUp", resume);
    };
  }, [emblaApi, shouldPlay, scrollable]);

  const previous = () => withApi((carousel) => carousel.scrollPrev(reducedMotion));
  const next = () => withApi((carousel) => carousel.scrollNext(reducedMotion));

  /** Keyboard focus pauses the carousel; a mouse click on a control does not hold it. */
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    let keyboard = true;
    try {
      keyboard = event.target.matches(":focus-visible");
    } catch {
      // Browsers without :focus-visible: treat every focus as keyboard focus.
    }
    if (keyboard) setFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <HeadedSection id="parceiros" intro={partnersIntro} className="bg-slate-50 py-20 sm:py-24">
      <section
        ref={rootRef}
        aria-roledescription="carrossel"
        aria-label="Logotipos dos parceiros"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        className="mt-14"
      >
        <div
          ref={viewportRef}
          // Until the carousel takes over the row scrolls natively, so the keyboard needs a tab stop
          // on it; a stop that holds focus is kept until focus leaves.
          tabIndex={emblaApi && !focused ? undefined : 0}
          className={`${lazyViewportClass} [mask-image:linear-gradient(90deg,transparent,black_6%,black_94%,transparent)]`}
        >
          <ul className={lazyContainerClass}>
            {partners.map((partner) => (
              <li
                key={`${partner.name} ${partner.image}`}
                className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start px-2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5 xl:basis-1/6"
              >
                {partner.link ? (
                  <a
                    href={partner.link}
                    rel="noopener"
                    draggable={false}
                    className={`${logoBoxClass} transition hover:border-primary-strong`}
                  >
                    <PartnerLogo partner={partner} />
                  </a>
                ) : (
                  <div className={logoBoxClass}>
                    <PartnerLogo partner={partner} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div
          className="mt-8 flex items-center justify-center gap-4 [html:not(.js)_&]:hidden"
          hidden={!scrollable}
        >
          <button
            type="button"
            onClick={previous}
            aria-label="Parceiros anteriores"
            className={controlButtonClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? "Retomar a rolagem automática" : "Pausar a rolagem automática"}
              className={controlButtonClass}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
          <button type="button" onClick={next} aria-label="Próximos parceiros" className={controlButtonClass}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>
    </HeadedSection>
  );
}
