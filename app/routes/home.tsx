import { publicContactForm, readContactForm } from "~/.server/content/forms";
import type { ContactFormResult } from "~/.server/leads/contact-action";
import { contactPageAction } from "~/.server/leads/page-action";
import { ContactSection } from "~/components/site/contact/contact-section";
import { AboutVideoSection } from "~/components/site/home/about-video";
import { AwardsSection } from "~/components/site/home/awards";
import { BenefitsSection } from "~/components/site/home/benefits";
import { FaqSection } from "~/components/site/home/faq";
import { HeroSection } from "~/components/site/home/hero";
import { ModelCardsSection } from "~/components/site/home/model-cards";
import { PartnersSection } from "~/components/site/home/partners";
import { StepsSection } from "~/components/site/home/steps";
import { TestimonialsSection } from "~/components/site/home/testimonials";
import { VideoTestimonialsSection } from "~/components/site/home/video-testimonials";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Cota Fácil | Franquia de soluções financeiras" },
  {
    name: "description",
    content:
      "Seja um franqueado Cota Fácil: consórcios, seguros, financiamentos e mais de 280 produtos financeiros, com comissões de até 300% e suporte diário.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const contactForm = publicContactForm(await readContactForm(context.services.db));
  return { contactForm };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, "/");
}

/** The home page (public-site.md §2 "Home page"): its sections in the spec's order. */
export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <HeroSection />
      <ModelCardsSection />
      <BenefitsSection />
      <StepsSection />
      <TestimonialsSection />
      <VideoTestimonialsSection />
      <FaqSection />
      <ContactSection
        form={loaderData.contactForm}
        pagePath="/"
        serverResult={actionData as ContactFormResult | undefined}
      />
      <AboutVideoSection />
      <PartnersSection />
      <AwardsSection />
    </main>
  );
}
