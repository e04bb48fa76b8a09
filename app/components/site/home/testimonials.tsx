import { type TestimonialCard, TestimonialsSection as Testimonials } from "~/components/site/testimonials";
import { testimonialsIntro } from "~/content/home";

/** The text testimonials of the home and segment pages ("#depoimentos"). */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialCard[] }) {
  return <Testimonials intro={testimonialsIntro} testimonials={testimonials} />;
}
