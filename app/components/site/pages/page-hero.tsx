import { ArrowRight, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { containerClass } from "~/components/site/home/section-heading";
import { FirstScreenEnd } from "~/components/site/pages/first-screen-end";
import type { KeyFigure, PageAction } from "~/content/page-sections";

/**
 * The two sizes of the navy hero. The home page's headline is the largest of the site; the
 * inner pages' is a step smaller and sits a little higher on a phone. (Tailwind only sees whole
 * class names, so each size is written out.)
 */
const heroSizes = {
  home: {
    padding: "py-16 sm:py-20 lg:py-24",
    title: "text-4xl leading-[1.1] sm:text-5xl lg:text-6xl",
  },
  page: {
    padding: "py-14 sm:py-20 lg:py-24",
    title: "text-[2.125rem] leading-[1.12] sm:text-5xl lg:text-[3.25rem]",
  },
} as const;

type SiteHeroProps = {
  size: keyof typeof heroSizes;
  /** Empty: no eyebrow (a composed page's hero may leave it out). */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Left out: no buttons (a composed page's hero may have none). */
  primaryAction?: PageAction;
  secondaryAction?: PageAction;
  /** Under the buttons: the page's figures or statistics. */
  figures?: ReactNode;
  /** The second column, as it is (an image hidden on phones takes no room there). */
  aside?: ReactNode;
  /** "h2" for a composed page's hero under the page's h1 (an event's opening above it). */
  titleTag?: "h1" | "h2";
};

/**
 * The navy hero every public page opens with: the backdrop, an eyebrow, the page's only h1, the
 * subtitle, one or two calls to action, what goes under them, and a second column.
 */
export function SiteHero({
  size,
  eyebrow,
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  figures,
  aside,
  titleTag: Title = "h1",
}: SiteHeroProps) {
  const sizes = heroSizes[size];
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgb(14_165_233/0.28),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgb(249_115_22/0.16),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div className={`${containerClass} grid items-center gap-12 ${sizes.padding} lg:grid-cols-[1.1fr_1fr]`}>
        <div>
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sky-100">
              <Sparkles aria-hidden="true" className="size-4 text-accent" />
              {eyebrow}
            </p>
          ) : null}
          <Title
            id="inicio-titulo"
            className={`${eyebrow ? "mt-6 " : ""}font-extrabold tracking-tight ${sizes.title}`}
          >
            {title}
          </Title>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{subtitle}</p>
          {primaryAction ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a
                href={primaryAction.href}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110"
              >
                {primaryAction.label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
              {secondaryAction ? (
                <a
                  href={secondaryAction.href}
                  className="inline-flex items-center justify-center rounded-xl border border-white/30 px-6 py-3.5 text-base font-semibold text-white transition hover:bg-white/10"
                >
                  {secondaryAction.label}
                </a>
              ) : null}
            </div>
          ) : null}
          {figures}
        </div>
        {aside}
      </div>
      <FirstScreenEnd />
    </section>
  );
}

type PageHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Left out: no buttons (a page of blocks' hero may have none). */
  primaryAction?: PageAction;
  secondaryAction?: PageAction;
  /** Figures under the buttons, value over label. */
  figures?: KeyFigure[];
  /** The second column: an illustration, a card of statistics… */
  aside?: ReactNode;
  /** h2 when another opening on the page holds its h1 (a page of blocks). */
  titleTag?: "h1" | "h2";
};

/** The hero of the inner pages: the home hero's look, with the page's key figures. */
export function PageHero({ figures, aside, ...text }: PageHeroProps) {
  return (
    <SiteHero
      size="page"
      {...text}
      figures={figures?.length ? <HeroFigures figures={figures} /> : null}
      aside={aside ? <div className="relative">{aside}</div> : null}
    />
  );
}

/** The page's key figures, value over label. */
function HeroFigures({ figures }: { figures: KeyFigure[] }) {
  // Ranges ("R$ 30.000 a R$ 60.000") need two columns on a phone; short figures fit three.
  const longFigures = figures.some((figure) => figure.value.length > 12);
  return (
    <dl
      className={`mt-12 grid gap-x-6 gap-y-6 border-t border-white/10 pt-8 sm:grid-cols-3 ${
        longFigures ? "grid-cols-2" : "grid-cols-3"
      }`}
    >
      {figures.map((figure, index) => (
        <div
          key={figure.label}
          className={`flex flex-col-reverse ${longFigures && index === 0 ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="mt-1 text-[13px] text-slate-300 sm:text-sm">{figure.label}</dt>
          <dd className="font-heading text-xl leading-tight font-extrabold text-white sm:text-2xl">
            {keepAmountsTogether(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "R$ 60.000 a R$ 120.000" never breaks between "R$" and its amount. */
export function keepAmountsTogether(text: string): string {
  return text.replace(/R\$ /g, "R$\u00a0");
}

/** A 1×1 transparent image: phones never download a desktop-only illustration. */
const emptyImage = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The image boxes: the home illustration is 560 × 500, the inner pages' 560 × 460. */
const imageBoxes = {
  home: { height: 500, frame: "aspect-[560/500]" },
  page: { height: 460, frame: "aspect-[560/460]" },
} as const;

/**
 * The hero's image, shown from the large breakpoint up. The site's own illustrations are drawn
 * as they are; an image the admin chose is framed as a photo.
 */
export function HeroImage({
  src,
  framed,
  box = "page",
}: {
  src: string;
  framed: boolean;
  box?: keyof typeof imageBoxes;
}) {
  const { height, frame } = imageBoxes[box];
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <picture>
        <source media="(min-width: 1024px)" srcSet={src} />
        <img
          src={emptyImage}
          alt=""
          width={560}
          height={height}
          fetchPriority="high"
          className={
            framed
              ? `mx-auto ${frame} h-auto w-full max-w-[560px] rounded-3xl object-cover shadow-2xl ring-1 ring-white/15`
              : "mx-auto h-auto w-full max-w-[560px]"
          }
        />
      </picture>
    </div>
  );
}
