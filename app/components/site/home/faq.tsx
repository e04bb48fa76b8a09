import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { faqIntro } from "~/content/home";
import type { FaqItem } from "~/content/registry/sections/faq";
import { introWithTradingName } from "~/lib/trading-name";
import { containerClass, SectionHeading } from "./section-heading";

/**
 * The FAQ ("#faq"; the `faq` section): one item open at a time, and an open item
 * closes again.
 * Built on <details>, so it works before JavaScript loads; the shared name makes browsers keep
 * one open, and the state below does the same where they do not.
 */
export function FaqSection({ items: faqItems, tradingName }: { items: FaqItem[]; tradingName: string }) {
  const intro = introWithTradingName(faqIntro, tradingName);
  const [openIndex, setOpenIndex] = useState<number | null>(0);

  return (
    <section
      id="faq"
      aria-labelledby="faq-titulo"
      className="below-first-screen bg-slate-50 py-20 sm:py-24"
      style={sectionEstimate(faqItems.length, itemHeights.faq)}
    >
      <div className={`${containerClass} grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16`}>
        <div className="animate-on-scroll lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="faq-titulo"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
            align="left"
          />
          <a
            href="#contato"
            className="mt-8 inline-flex items-center justify-center rounded-xl bg-primary-strong px-6 py-3 font-semibold text-white shadow-sm transition hover:brightness-110"
          >
            Fale com um consultor
          </a>
        </div>
        <div className="animate-on-scroll space-y-4">
          {faqItems.map((item, index) => (
            <details
              key={item.question}
              name="faq"
              open={openIndex === index}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpenIndex((current) => (isOpen ? index : current === index ? null : current));
              }}
              className="group rounded-xl border border-border bg-white shadow-sm transition open:border-primary/40 open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-5 text-left font-heading text-lg font-bold text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong transition-transform group-open:rotate-180"
                >
                  <ChevronDown className="size-5" />
                </span>
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
