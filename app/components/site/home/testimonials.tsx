import { Quote, Star } from "lucide-react";
import { testimonials, testimonialsIntro } from "~/content/home";
import { containerClass, SectionHeading } from "./section-heading";

const avatarColors = ["bg-primary-strong", "bg-accent-strong", "bg-ink-soft"];

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return `${first}${last}`.toUpperCase();
}

/** Three text testimonials (public-site.md §2 "#depoimentos"). */
export function TestimonialsSection() {
  return (
    <section id="depoimentos" aria-labelledby="depoimentos-titulo" className="bg-slate-50 py-20 sm:py-24">
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading
            id="depoimentos-titulo"
            eyebrow={testimonialsIntro.eyebrow}
            title={testimonialsIntro.title}
            lead={testimonialsIntro.lead}
          />
        </div>
        <ul className="animate-on-scroll mt-14 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.name} className="flex">
              <figure className="relative flex w-full flex-col rounded-xl border border-border bg-white p-7 shadow-sm">
                <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-primary-soft" />
                <div
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label="Avaliação: 5 de 5 estrelas"
                >
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
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
