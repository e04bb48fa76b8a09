import { ChevronLeft, ChevronRight, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { videoTestimonialsIntro } from "~/content/home";
import type { VideoTestimonial } from "~/content/registry/sections/videos";
import { VideoFacade } from "../video-facade";
import { lazyContainerClass, lazyViewportClass, useLazyEmbla } from "./carousel/use-lazy-embla";
import { HeadedSection } from "./section-heading";
import { useReducedMotion } from "./use-reduced-motion";

const arrowButtonClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-border bg-white text-ink shadow-sm transition hover:border-primary-strong hover:text-primary-strong";

const carouselOptions = { loop: true, align: "start" } as const;

/**
 * Carousel of the video testimonials ("#depoimentos-video"; the `videos` section). The row is
 * server-rendered and scrolls natively; the carousel script arrives as it nears the screen.
 */
export function VideoTestimonialsSection({ videos: videoTestimonials }: { videos: VideoTestimonial[] }) {
  const { viewportRef, api: emblaApi, withApi } = useLazyEmbla(carouselOptions);
  const [selected, setSelected] = useState(0);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const reducedMotion = useReducedMotion();
  const count = videoTestimonials.length;

  useEffect(() => {
    if (!emblaApi) return;
    setSelected(emblaApi.selectedScrollSnap());
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      // A video that scrolls out of view stops.
      setPlayingId(null);
    };
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  const previous = () => withApi((carousel) => carousel.scrollPrev(reducedMotion));
  const next = () => withApi((carousel) => carousel.scrollNext(reducedMotion));

  return (
    <HeadedSection
      id="depoimentos-video"
      intro={videoTestimonialsIntro}
      className="overflow-hidden bg-white py-20 sm:py-24"
    >
      <section
        aria-roledescription="carrossel"
        aria-label="Depoimentos de franqueados em vídeo"
        className="animate-on-scroll mx-auto mt-14 max-w-6xl"
      >
        <div ref={viewportRef} className={`rounded-2xl ${lazyViewportClass}`}>
          <div className={lazyContainerClass}>
            {videoTestimonials.map((video, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
              <div
                key={video.video}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} de ${count}`}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start px-1"
              >
                <article className="grid h-full content-start items-center gap-8 rounded-2xl border border-border bg-slate-50 p-4 sm:p-6 lg:grid-cols-[1.45fr_1fr] lg:content-center lg:gap-10 lg:p-8">
                  <VideoFacade
                    videoId={video.video}
                    title={video.title}
                    thumbnail={video.poster}
                    playing={playingId === video.video}
                    onPlay={() => setPlayingId(video.video)}
                  />
                  <div className="px-1 pb-2 lg:px-0 lg:pb-0">
                    <p className="inline-flex rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-strong">
                      {video.model}
                    </p>
                    <h3 className="mt-4 text-2xl font-extrabold text-ink">{video.title}</h3>
                    <p className="mt-3 leading-relaxed text-muted">{video.description}</p>
                    <p className="mt-6 font-bold text-ink">{video.franchisee}</p>
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                      <MapPin aria-hidden="true" className="size-4" />
                      {video.location}
                    </p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-8 flex items-center justify-center gap-6 [html:not(.js)_&]:hidden">
          <button type="button" onClick={previous} aria-label="Vídeo anterior" className={arrowButtonClass}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-2">
            {videoTestimonials.map((video, index) => (
              <button
                key={video.video}
                type="button"
                onClick={() => withApi((carousel) => carousel.scrollTo(index, reducedMotion))}
                aria-label={`Ir para o vídeo ${index + 1}`}
                aria-current={selected === index ? "true" : undefined}
                className="flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    selected === index ? "w-7 bg-primary-strong" : "w-2.5 bg-slate-500"
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" onClick={next} aria-label="Próximo vídeo" className={arrowButtonClass}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p aria-live="polite" className="sr-only">
          Vídeo {selected + 1} de {count}: {videoTestimonials[selected].title}
        </p>
      </section>
    </HeadedSection>
  );
}
