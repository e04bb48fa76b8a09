import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

/** How far ahead of the viewport the carousel script starts loading. */
const preloadMargin = "200px";

/**
 * Classes for a carousel viewport. As rendered on the server it is a plain horizontal row that
 * scrolls and snaps on its own (JavaScript off, or before the carousel script has arrived); the
 * scrollbar is hidden only when JavaScript runs, where the previous/next buttons are shown. Once
 * the carousel takes over it marks the viewport `data-carousel="ready"` and moves the slides
 * itself, so native scrolling is switched off.
 */
export const lazyViewportClass =
  "snap-x snap-mandatory overflow-x-auto overscroll-x-contain [html.js_&]:[scrollbar-width:none] [html.js_&::-webkit-scrollbar]:hidden data-[carousel=ready]:snap-none data-[carousel=ready]:overflow-hidden";

/** For the slide container: vertical page scrolling stays native once the carousel handles drags. */
export const lazyContainerClass = "flex in-data-[carousel=ready]:touch-pan-y";

type PluginLoader = () => Promise<EmblaPluginType[]>;

/** The slide nearest to the viewport's left edge, so the carousel starts where the row was scrolled to. */
function nearestSlide(viewport: HTMLElement): number {
  if (viewport.scrollLeft <= 0) return 0;
  const left = viewport.getBoundingClientRect().left;
  const slides = Array.from(viewport.firstElementChild?.children ?? []);
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.getBoundingClientRect().left - left);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * An Embla carousel whose script is fetched only when the viewport comes near the screen, or
 * when the visitor uses a control first (`withApi`). Until then the server-rendered row stays a
 * native scroll-snap row. The carousel is destroyed on unmount.
 *
 * `options` and `loadPlugins` are read once, when the carousel is created.
 */
export function useLazyEmbla(options: EmblaOptionsType, loadPlugins?: PluginLoader) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const settings = useRef({ options, loadPlugins });
  const loadRef = useRef<(() => Promise<EmblaCarouselType | null>) | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let alive = true;
    let instance: EmblaCarouselType | null = null;
    let pending: Promise<EmblaCarouselType | null> | null = null;

    const load = () => {
      pending ??= Promise.all([
        import("embla-carousel"),
        settings.current.loadPlugins?.() ?? Promise.resolve([]),
      ])
        .then(([{ default: EmblaCarousel }, plugins]) => {
          if (!alive) return null;
          const startIndex = nearestSlide(viewport);
          viewport.scrollLeft = 0;
          viewport.dataset.carousel = "ready";
          instance = EmblaCarousel(viewport, { ...settings.current.options, startIndex }, plugins);
          setApi(instance);
          return instance;
        })
        .catch(() => {
          // A failed download leaves the native row in place; the next attempt tries again.
          pending = null;
          return null;
        });
      return pending;
    };
    loadRef.current = load;

    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === "undefined") {
      void load();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            void load();
          }
        },
        { rootMargin: preloadMargin },
      );
      observer.observe(viewport);
    }

    return () => {
      alive = false;
      observer?.disconnect();
      loadRef.current = null;
      instance?.destroy();
      delete viewport.dataset.carousel;
      setApi(null);
    };
  }, []);

  /** Runs `action` on the carousel, loading it first if the visitor got to a control before it arrived. */
  const withApi = useCallback(
    (action: (carousel: EmblaCarouselType) => void) => {
      if (api) {
        action(api);
        return;
      }
      void loadRef.current?.().then((carousel) => {
        if (carousel) action(carousel);
      });
    },
    [api],
  );

  return { viewportRef, api, withApi };
}
