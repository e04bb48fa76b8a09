import { ArrowRight } from "lucide-react";
import { containerClass } from "~/components/site/home/section-heading";
import type { BlockValue } from "~/content/pages/blocks";
import {
  addHeights,
  blockEstimate,
  type Heights,
  spacing,
  textHeights,
  textMeasures,
} from "./block-estimate";
import { BlockLink, primaryButtonClass } from "./block-link";
import type { BlockProps } from "./block-props";

/** A navy band with a title, a line of text and one or two buttons. */
export function CallToActionBlock({ id, value }: BlockProps<BlockValue<"call-to-action">>) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="below-first-screen relative isolate overflow-hidden bg-ink py-16 text-white sm:py-20"
      style={blockEstimate(callToActionHeights(value))}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_50%_-20%,rgb(14_165_233/0.22),transparent_65%)]"
      />
      <div className={`${containerClass} max-w-4xl text-center`}>
        <h2 id={`${id}-titulo`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {value.title}
        </h2>
        {value.text ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">{value.text}</p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <BlockLink href={value.primary.href} className={primaryButtonClass}>
            {value.primary.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </BlockLink>
          {value.secondary.label ? (
            <BlockLink
              href={value.secondary.href}
              className="inline-flex items-center justify-center rounded-xl border border-white/30 px-6 py-3.5 text-base font-semibold text-white transition hover:bg-white/10"
            >
              {value.secondary.label}
            </BlockLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The band's height at most: its title, text and buttons (one under the other on a phone). */
function callToActionHeights(value: BlockValue<"call-to-action">): Heights {
  const labels = [value.primary.label, value.secondary.label].filter(Boolean);
  const buttons = labels.map((label) => addHeights(spacing.button, textHeights(label, textMeasures.label)));
  return {
    phone:
      addHeights(
        spacing.bandPadding,
        textHeights(value.title, textMeasures.heading),
        addHeights(spacing.paragraphGap, textHeights(value.text, textMeasures.body)),
        ...buttons,
      ).phone + 32,
    // Side by side: the taller button.
    wide:
      addHeights(
        spacing.bandPadding,
        textHeights(value.title, textMeasures.heading),
        addHeights(spacing.paragraphGap, textHeights(value.text, textMeasures.body)),
      ).wide +
      32 +
      Math.max(0, ...buttons.map((button) => button.wide)),
  };
}
