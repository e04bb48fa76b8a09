import { MapPin, Quote, Star } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import type { SectionIntro } from "~/content/page-sections";

/**
 * Written testimonials (the home page's "#depoimentos" and the solutions page's samples by
 * region): one card for both. A card with a region and the month's commissions (the solutions
 * page) shows them above the quote; the others show the five stars. Without a photo the card
 * shows the franchisee's initials.
 */
export type TestimonialCard = {
  quote: string;
  name: string;
  /** City/UF. */
  location: string;
  /** "Franquia Home"; may be empty. */
  model: string;
  /** A site path or https address; empty: the initials. */
  photo: string;
  region?: string;
  /** Commissions per month as the card shows them ("R$ 12.400/mês"). */
  monthlyCommission?: string;
};

const avatarColors = ["bg-primary-strong", "bg-accent-strong", "bg-ink-soft"];

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? words[words.length - 1][0] : ""}`.toUpperCase();
}

export function TestimonialsSection({
  intro,
  testimonials,
  background = "slate",
}: {
  intro: SectionIntro;
  testimonials: TestimonialCard[];
  background?: "slate" | "white";
}) {
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-titulo"
      className={`below-first-screen ${background === "white" ? "bg-white" : "bg-slate-50"} py-20 sm:py-24`}
      style={sectionEstimate(testimonials.length, itemHeights.testimonials)}
    >
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading
            id="depoimentos-titulo"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
          />
        </div>
        <ul className="animate-on-scroll mt-14 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={`${testimonial.name} ${testimonial.quote}`} className="flex">
              <Card testimonial={testimonial} avatarColor={avatarColors[index % avatarColors.length]} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Card({ testimonial, avatarColor }: { testimonial: TestimonialCard; avatarColor: string }) {
  const withResult = testimonial.region !== undefined && testimonial.monthlyCommission !== undefined;
  return (
    <figure className="relative flex w-full flex-col rounded-2xl border border-border bg-white p-7 shadow-sm">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-primary-soft" />
      {withResult ? (
        <>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-bold tracking-wide text-primary-strong uppercase">
            <MapPin aria-hidden="true" className="size-3.5" />
            Região {testimonial.region}
          </p>
          <p className="mt-5">
            <strong className="block font-heading text-3xl font-extrabold tracking-tight text-ink">
              {testimonial.monthlyCommission}
            </strong>{" "}
            <span className="block text-sm text-muted">em comissões</span>
          </p>
        </>
      ) : (
        <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Avaliação: 5 de 5 estrelas">
          {[0, 1, 2, 3, 4].map((star) => (
            <Star key={star} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </div>
      )}
      <blockquote className={`${withResult ? "mt-5" : "mt-4"} flex-1 leading-relaxed text-foreground`}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        {testimonial.photo ? (
          <img
            src={testimonial.photo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className={`flex size-12 shrink-0 items-center justify-center rounded-full font-heading font-bold text-white ${avatarColor}`}
          >
            {initials(testimonial.name)}
          </span>
        )}
        <span>
          <span className="block font-bold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted">
            {testimonial.model ? `${testimonial.location} · ${testimonial.model}` : testimonial.location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
