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
import { BlockLink } from "./block-link";
import type { BlockProps } from "./block-props";

/** An image beside a title and text, on the side the team chose (under the text on a phone). */
export function ImageTextBlock({ id, value }: BlockProps<BlockValue<"image-text">>) {
  const imageFirst = value.imageSide === "left";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="below-first-screen bg-white py-16 sm:py-20"
      style={blockEstimate(imageTextHeights(value))}
    >
      <div className={`${containerClass} grid items-center gap-10 lg:grid-cols-2 lg:gap-16`}>
        <div className={imageFirst ? "lg:order-2" : undefined}>
          <h2 id={`${id}-titulo`} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {value.title}
          </h2>
          {value.text.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index.toString()} className="mt-4 text-lg leading-relaxed whitespace-pre-line text-muted">
              {paragraph}
            </p>
          ))}
          {value.action.label ? (
            <BlockLink
              href={value.action.href}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-primary-strong underline underline-offset-2 hover:text-ink"
            >
              {value.action.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </BlockLink>
          ) : null}
        </div>
        <div className={imageFirst ? "lg:order-1" : undefined}>
          <img
            src={value.imageSrc}
            alt={value.imageAlt}
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover shadow-xl shadow-slate-900/10"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The block's height at most: on a phone the text's column over the image, in the wide layout
 * the taller of the two columns.
 */
function imageTextHeights(value: BlockValue<"image-text">): Heights {
  const paragraphs = value.text.split(/\n\s*\n/);
  const column = addHeights(
    textHeights(value.title, textMeasures.columnHeading),
    ...paragraphs.map((paragraph) =>
      addHeights(spacing.paragraphGap, textHeights(paragraph, textMeasures.columnBody)),
    ),
    value.action.label
      ? addHeights(spacing.button, textHeights(value.action.label, textMeasures.label))
      : { phone: 0, wide: 0 },
  );
  return {
    phone: spacing.bandPadding.phone + column.phone + spacing.image.phone,
    wide: spacing.bandPadding.wide + Math.max(column.wide, spacing.image.wide),
  };
}
