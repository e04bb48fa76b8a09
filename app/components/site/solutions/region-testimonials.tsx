import { MapPin, Quote } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import type { SectionIntro } from "~/content/page-sections";
import type { RegionTestimonial } from "~/content/solutions";

const avatarColors = ["bg-primary-strong", "bg-accent-strong", "bg-ink-soft"];

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? words[words.length - 1][0] : ""}`.toUpperCase();
}

/** Three franchisees, one per region, each with the commissions they earn in a month. */
export function RegionTestimonialsSection({
  intro,
  testimonials,
}: {
  intro: SectionIntro;
  testimonials: RegionTestimonial[];
}) {
  return (
    <section id="depoimentos" aria-labelledby="depoimentos-titulo" className="bg-white py-20 sm:py-24">
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
            <li key={testimonial.name} className="flex">
              <figure className="relative flex w-full flex-col rounded-2xl border border-border bg-white p-7 shadow-sm">
                <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-primary-soft" />
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
                <blockquote className="mt-5 flex-1 leading-relaxed text-foreground">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                  <span
                    aria-hidden="true"
                    className={`flex size-12 shrink-0 items-center justify-center rounded-full font-heading font-bold text-white ${avatarColors[index % avatarColors.length]}`}
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-bold text-ink">{testimonial.name}</span>
                    <span className="block text-sm text-muted">
                      {testimonial.location} · {testimonial.model}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
