import type { ReactNode } from "react";
import { containerClass } from "~/components/site/home/section-heading";
import type { BlockValue, RichTextPart } from "~/content/pages/blocks";
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

type Span = RichTextPart["spans"][number];

/**
 * Rich text: headings, paragraphs and lists built as React elements from the structured value
 * (docs/decisions/059). Nothing is written as HTML: a span's text is text, a link's address was
 * checked when saved (a site path, an anchor or http(s)).
 */
export function RichTextBlock({ id, value }: BlockProps<BlockValue<"rich-text">>) {
  return (
    <section
      id={id}
      className="below-first-screen bg-white py-12 sm:py-16"
      style={blockEstimate(richTextHeights(value.parts))}
    >
      <div className={`${containerClass} max-w-3xl text-lg leading-relaxed text-foreground`}>
        {groupLists(value.parts).map((group, index) =>
          Array.isArray(group) ? (
            <ListOf key={`list-${index.toString()}`} parts={group} />
          ) : (
            <Part key={`part-${index.toString()}`} part={group} />
          ),
        )}
      </div>
    </section>
  );
}

/** The block's height at most: its padding and each part's lines with the space above it. */
function richTextHeights(parts: RichTextPart[]): Heights {
  return addHeights(
    spacing.richTextPadding,
    ...parts.map((part) => {
      const text = part.spans.map((span) => span.text).join("");
      if (part.kind === "heading")
        return addHeights(spacing.headingGap, textHeights(text, textMeasures.heading));
      if (part.kind === "subheading") {
        return addHeights(spacing.subheadingGap, textHeights(text, textMeasures.subheading));
      }
      if (part.kind === "bullet" || part.kind === "number") {
        // Counted as if each item opened a list of its own: the list's space above it and the item's.
        return addHeights(
          spacing.paragraphGap,
          spacing.listItemGap,
          textHeights(text, textMeasures.listItem),
        );
      }
      return addHeights(spacing.paragraphGap, textHeights(text, textMeasures.body));
    }),
  );
}

/** Consecutive list items of the same kind make one list. */
function groupLists(parts: RichTextPart[]): (RichTextPart | RichTextPart[])[] {
  const groups: (RichTextPart | RichTextPart[])[] = [];
  for (const part of parts) {
    const last = groups.at(-1);
    const isItem = part.kind === "bullet" || part.kind === "number";
    if (isItem && Array.isArray(last) && last[0]?.kind === part.kind) last.push(part);
    else groups.push(isItem ? [part] : part);
  }
  return groups;
}

function ListOf({ parts }: { parts: RichTextPart[] }) {
  const items = parts.map((part, index) => (
    <li key={index.toString()} className="pl-1">
      <Spans spans={part.spans} />
    </li>
  ));
  return parts[0]?.kind === "number" ? (
    <ol className="mt-4 list-decimal space-y-2 pl-6">{items}</ol>
  ) : (
    <ul className="mt-4 list-disc space-y-2 pl-6">{items}</ul>
  );
}

function Part({ part }: { part: RichTextPart }) {
  const content = <Spans spans={part.spans} />;
  if (part.kind === "heading") {
    return (
      <h2 className="mt-10 text-3xl font-extrabold tracking-tight text-ink first:mt-0 sm:text-4xl">
        {content}
      </h2>
    );
  }
  if (part.kind === "subheading") {
    return <h3 className="mt-8 text-xl font-bold text-ink first:mt-0 sm:text-2xl">{content}</h3>;
  }
  return <p className="mt-4 whitespace-pre-line first:mt-0">{content}</p>;
}

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((span, index) => <SpanOf key={index.toString()} span={span} />);
}

function SpanOf({ span }: { span: Span }) {
  let content: ReactNode = span.text;
  if (span.style === "bold") content = <strong className="font-semibold text-ink">{content}</strong>;
  if (!span.href) return content;
  return (
    <BlockLink
      href={span.href}
      className="font-semibold text-primary-strong underline underline-offset-2 hover:text-ink"
    >
      {content}
    </BlockLink>
  );
}
