import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { LeadFormBox } from "~/components/site/forms/lead-form";
import type { InvestmentChoices } from "~/content/models";
import type { PublicContactForm } from "~/forms/contact";
import type { ContactFormResult } from "~/forms/form-result";
import { useCompany } from "../use-company";
import { ContactForm, contactFormBoxId } from "./contact-form";

const shippedIntro = {
  eyebrow: "Fale conosco",
  title: "Dê o primeiro passo para ter sua franquia",
  lead: "Preencha o formulário e um consultor de expansão apresenta o modelo ideal para o seu perfil, sem compromisso.",
};

/** The #contato section: why to talk to us, how to reach us, and the lead form. */
export function ContactSection(props: {
  form: PublicContactForm;
  pagePath: string;
  serverResult?: ContactFormResult;
  initialInvestmentAmount?: string;
  investmentChoices: InvestmentChoices;
  /** The heading a composed page's contact block gives it (the shipped pages' by default). */
  intro?: { eyebrow: string; title: string; lead: string };
}) {
  const company = useCompany();
  const intro = props.intro ?? shippedIntro;
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="below-first-screen bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
        <div>
          {intro.eyebrow ? (
            <p className="text-sm font-bold tracking-widest text-primary-strong uppercase">{intro.eyebrow}</p>
          ) : null}
          <h2 id="contato-titulo" className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">
            {intro.title}
          </h2>
          {intro.lead ? <p className="mt-4 text-lg text-muted">{intro.lead}</p> : null}
          <ul className="mt-8 space-y-4 text-foreground">
            <li className="flex items-center gap-3">
              <Clock aria-hidden className="size-5 text-primary-strong" />
              Resposta em até 24 horas úteis
            </li>
            {company ? (
              <>
                <li className="flex items-center gap-3">
                  <Phone aria-hidden className="size-5 text-primary-strong" />
                  <a href={company.phoneHref} className="hover:underline">
                    {company.phone}
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <MessageCircle aria-hidden className="size-5 text-primary-strong" />
                  <a href={company.whatsappHref} className="hover:underline" rel="noopener" target="_blank">
                    WhatsApp {company.whatsapp}
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <Mail aria-hidden className="size-5 text-primary-strong" />
                  <a href={`mailto:${company.email}`} className="hover:underline">
                    {company.email}
                  </a>
                </li>
              </>
            ) : null}
          </ul>
        </div>
        <LeadFormBox id={contactFormBoxId}>
          <ContactForm {...props} />
        </LeadFormBox>
      </div>
    </section>
  );
}
