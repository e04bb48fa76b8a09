import { Play } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { plainLinkClicked } from "~/lib/plain-link-click";
import { videoEmbedUrl, videoWatchUrl, youtubeThumbnailUrl } from "~/lib/youtube";

type VideoFacadeProps = {
  /** The video platform's id. */
  videoId: string;
  /** Names the play button ("Assistir: …") and the player frame. */
  title: string;
  /** The 16:9 poster shown until the visitor asks for the video; empty: YouTube's own still. */
  thumbnail: string;
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  /** Controlled mode: whether the player is shown (e.g. a carousel stops a video it scrolls away from). */
  playing?: boolean;
  onPlay?: () => void;
  className?: string;
  /**
   * The poster is in the first screen and may be its largest paint (the expo page's hero): it
   * is fetched at once with high priority instead of lazily once laid out.
   */
  inFirstScreen?: boolean;
};

/**
 * A click-to-load video: a local thumbnail with a play button; only after the click is the
 * privacy-enhanced player frame created, so the page makes no request to the video platform
 * while it loads. The play button is a link to the video's page: without JavaScript (or in a
 * new tab) it opens the video there; with it, the player takes its place (`data-enhanced` has a
 * click made before the section's code arrived played once it has, components/islands.tsx).
 */
export function VideoFacade({
  videoId,
  title,
  thumbnail,
  thumbnailWidth = 640,
  thumbnailHeight = 360,
  playing,
  onPlay,
  className,
  inFirstScreen = false,
}: VideoFacadeProps) {
  const [localPlaying, setLocalPlaying] = useState(false);
  const isPlaying = playing ?? localPlaying;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const requestedByClick = useRef(false);

  useEffect(() => {
    // Keep keyboard focus where the button was: on the player that replaced it.
    if (isPlaying && requestedByClick.current) {
      requestedByClick.current = false;
      frameRef.current?.focus();
    }
  }, [isPlaying]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A click that opens a new tab or window keeps the link's own behaviour.
    if (plainLinkClicked(event.nativeEvent) !== event.currentTarget) return;
    event.preventDefault();
    requestedByClick.current = true;
    setLocalPlaying(true);
    onPlay?.();
  }

  return (
    <div
      className={`relative aspect-video w-full overflow-hidden rounded-xl bg-ink shadow-lg ring-1 ring-black/5 ${className ?? ""}`}
    >
      {isPlaying ? (
        <iframe
          ref={frameRef}
          src={videoEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          href={videoWatchUrl(videoId)}
          data-enhanced=""
          onClick={play}
          aria-label={`Assistir: ${title}`}
          className="group absolute inset-0 block h-full w-full cursor-pointer focus-visible:outline-offset-[-6px] focus-visible:outline-white"
        >
          <img
            src={thumbnail || youtubeThumbnailUrl(videoId)}
            alt=""
            width={thumbnailWidth}
            height={thumbnailHeight}
            loading={inFirstScreen ? "eager" : "lazy"}
            fetchPriority={inFirstScreen ? "high" : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-ink/50 via-transparent"
          />
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-strong text-white shadow-xl ring-8 ring-white/25 transition-transform duration-300 group-hover:scale-110 sm:size-20"
          >
            <Play className="ml-1 size-7 fill-current sm:size-8" strokeWidth={1.5} />
          </span>
        </a>
      )}
    </div>
  );
}
