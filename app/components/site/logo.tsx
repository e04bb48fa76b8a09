import { clsx } from "clsx";
import type { LogoSettings } from "~/content/site";

/**
 * The network's wordmark: the uploaded logo image when the admin has set one, otherwise the
 * brand mark (a "C" holding a coin, for "cota") beside the logo text. `tone` is the background
 * it sits on: "light" backgrounds get navy text, "dark" ones white.
 */
export function Logo({
  logo,
  tone = "light",
  className,
}: {
  logo: LogoSettings;
  tone?: "light" | "dark";
  className?: string;
}) {
  const text = logo.text.trim() || "Cota Fácil";
  if (logo.imageUrl) {
    return (
      <img
        src={logo.imageUrl}
        alt={text}
        height={40}
        className={clsx("h-10 w-auto max-w-44 object-contain object-left", className)}
      />
    );
  }
  const space = text.indexOf(" ");
  const first = space > 0 ? text.slice(0, space) : text;
  const rest = space > 0 ? text.slice(space) : "";
  return (
    <span className={clsx("inline-flex max-w-full min-w-0 items-center gap-2.5", className)}>
      <LogoMark className="size-9 shrink-0" />
      {/* A long logo text wraps (two lines at most) rather than pushing the menu off the screen. */}
      <span
        className={clsx(
          "line-clamp-2 min-w-0 font-heading text-[1.3125rem] leading-tight font-extrabold tracking-tight break-words",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {first}
        {rest && <span className={tone === "dark" ? "text-primary" : "text-primary-strong"}>{rest}</span>}
      </span>
    </span>
  );
}

/** The brand mark alone (also drawn in public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="11" className="fill-primary-strong" />
      <path
        d="M27.07 12.93A10 10 0 1 0 27.07 27.07"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <circle cx="28.6" cy="20" r="3.4" className="fill-accent" />
    </svg>
  );
}
