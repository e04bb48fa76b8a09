import { ArrowLeft, ArrowRight, LogIn, SearchX } from "lucide-react";
import { BlockLink } from "~/components/site/blocks/block-link";
import { buttonClassName } from "~/components/ui/button";
import type { NotFoundValue } from "~/content/not-found";

/**
 * The site's "page not found" message (HTTP 404): its title, its line and the buttons, from the
 * not-found block's value (docs/decisions/079). Alone on its page it is the page's main landmark
 * with its h1, as the 404 page has always drawn it; among other blocks, a part of the page's main.
 * The buttons' arrows follow where they lead: back to the start, to the login, or on.
 */
export function NotFoundMessage({
  value,
  landmark: Landmark = "main",
  titleTag: Title = "h1",
}: {
  value: NotFoundValue;
  landmark?: "main" | "div";
  titleTag?: "h1" | "h2";
}) {
  const { primary, secondary } = value;
  return (
    <Landmark className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-primary-soft to-transparent"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        {/* Decorative: the number is drawn by CSS so it is not read out nor checked as text. */}
        <span
          aria-hidden="true"
          className="font-heading text-7xl leading-none font-extrabold tracking-tight text-primary-strong/15 before:content-['404'] sm:text-8xl"
        />
        <span className="-mt-6 inline-flex size-16 items-center justify-center rounded-2xl bg-white text-primary-strong shadow-[0_12px_30px_-12px_rgb(4_97_141/0.45)] ring-1 ring-border sm:-mt-8">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <Title className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {value.title}
        </Title>
        {value.text ? <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">{value.text}</p> : null}
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <BlockLink href={primary.href} className={buttonClassName({ size: "lg" })}>
            {primary.href === "/" ? <ArrowLeft aria-hidden="true" /> : null}
            {primary.label}
            {primary.href === "/" ? null : <ArrowRight aria-hidden="true" />}
          </BlockLink>
          {secondary.label ? (
            <BlockLink href={secondary.href} className={buttonClassName({ variant: "outline", size: "lg" })}>
              {isLogin(secondary.href) ? <LogIn aria-hidden="true" /> : null}
              {secondary.label}
              {isLogin(secondary.href) ? null : <ArrowRight aria-hidden="true" />}
            </BlockLink>
          ) : null}
        </div>
      </div>
    </Landmark>
  );
}

const isLogin = (href: string) => href === "/auth" || href.startsWith("/auth?");
