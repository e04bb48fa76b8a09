import { ArrowLeft, CircleCheck, Clock, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ContactDetails } from "~/components/site/contact-details";
import { buttonClassName } from "~/components/ui/button";
import type { CompanyContact } from "~/lib/company";

const nextSteps = [
  {
    title: "Análise do seu perfil",
    text: "Lemos suas respostas para entender seu momento, sua região e o modelo de franquia que combina com você.",
  },
  {
    title: "Conversa com um consultor",
    text: "Um consultor de expansão liga ou chama você no WhatsApp para tirar dúvidas, sem compromisso.",
  },
  {
    title: "Apresentação da proposta",
    text: "Você recebe os números do modelo escolhido: investimento, prazos e o suporte que terá desde o primeiro dia.",
  },
];

/**
 * The confirmation page after the contact form (not listed for search engines); the contact
 * details are the footer's, from the `company` section (or a block's own). Alone on its page it
 * is the page's main landmark with its h1; among other blocks, a part of the page's main.
 */
export function ThankYouMessage({
  company,
  landmark: Landmark = "main",
  titleTag: Title = "h1",
}: {
  company: CompanyContact;
  landmark?: "main" | "div";
  titleTag?: "h1" | "h2";
}) {
  return (
    <Landmark className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-white text-primary-strong shadow-[0_12px_30px_-12px_rgb(4_97_141/0.45)] ring-8 ring-primary-soft">
            <CircleCheck aria-hidden="true" className="size-10" strokeWidth={2.25} />
          </span>
          <Title className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Recebemos seu contato!
          </Title>
          <p className="mt-5 text-lg leading-relaxed text-foreground sm:text-xl">
            Nossa equipe entrará em contato em até 24 horas úteis.
          </p>
          <p className="mt-3 text-muted">
            Obrigado pelo interesse em ser um franqueado {company.tradingName}.
          </p>
        </div>

        <div className="mt-14 grid gap-6 lg:grid-cols-5">
          <section
            aria-labelledby="proximos-passos"
            className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="proximos-passos" className="flex items-center gap-2 text-xl font-bold text-ink">
              <Clock aria-hidden="true" className="size-5 text-primary-strong" />
              Próximos passos
            </h2>
            <ol className="mt-6 space-y-6">
              {nextSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-strong font-heading font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section
            aria-labelledby="fale-agora"
            className="flex flex-col rounded-2xl bg-ink p-6 text-white shadow-lg sm:p-8 lg:col-span-2"
          >
            <h2 id="fale-agora" className="text-xl font-bold">
              Quer adiantar a conversa?
            </h2>
            <p className="mt-2 leading-relaxed text-white/75">
              Fale agora com a nossa equipe de expansão pelo WhatsApp.
            </p>
            <a
              href={company.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-[#0b7a43] px-5 font-semibold text-white shadow-sm transition-colors hover:bg-[#096236] focus-visible:outline-white"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Chamar no WhatsApp
            </a>
            <ContactDetails company={company} className="mt-8 border-t border-white/10 pt-6" />
          </section>
        </div>

        <div className="mt-12 text-center">
          <Link to="/" className={buttonClassName({ variant: "outline", size: "lg" })}>
            <ArrowLeft aria-hidden="true" />
            Voltar para o início
          </Link>
        </div>
      </div>
    </Landmark>
  );
}
