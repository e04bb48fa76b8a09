import { type TestimonialCard, TestimonialsSection as Testimonials } from "~/components/site/testimonials";
import { testimonialsIntro } from "~/content/home";
import { introWithTradingName } from "~/lib/trading-name";

/** The text testimonials of the home and segment pages ("#depoimentos"). */
export function TestimonialsSection({
  testimonials,
  tradingName,
}: {
  testimonials: TestimonialCard[];
  tradingName: string;
}) {
  return (
    <Testimonials intro={introWithTradingName(testimonialsIntro, tradingName)} testimonials={testimonials} />
  );
}
