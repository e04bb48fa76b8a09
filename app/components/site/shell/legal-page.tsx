import type { ReactNode } from "react";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Whether the document is its page's main landmark with the page's h1, or a part of the page. */
export type LegalLayout = { landmark?: "main" | "div"; titleTag?: "h1" | "h2" };

/**
 * The layout of the legal documents (privacy policy, terms of use): a title band, a table of
 * contents and the text at a readable measure, one h2 per section. Alone on its page it is the
 * page's main landmark with its h1; among other blocks of a page it is a part of the page's main
 * (components/site/blocks/legal-document.tsx).
 */
export function LegalPage({
  title,
  lead,
  updated,
  version,
  sections,
  landmark: Landmark = "main",
  titleTag: Title = "h1",
}: {
  title: string;
  lead: ReactNode;
  /** As shown: "1 de novembro de 2026". */
  updated: string;
  /** ISO date of the text's version, e.g. "2026-11-01". */
  version: string;
  sections: LegalSection[];
} & LegalLayout) {
  return (
    <Landmark>
      <div className="border-b border-border bg-gradient-to-b from-primary-soft to-white">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-primary-strong uppercase">
            Documento legal
          </p>
          <Title className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</Title>
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-foreground">{lead}</div>
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>
              Última atualização: <time dateTime={version}>{updated}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>Versão {version}</span>
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-12 lg:gap-12 lg:px-8">
        <nav aria-labelledby="indice-titulo" className="lg:col-span-4">
          <div className="rounded-xl border border-border bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <h2 id="indice-titulo" className="text-sm font-bold tracking-wider text-ink uppercase">
              Nesta página
            </h2>
            <ol className="mt-4 space-y-2 text-[0.9375rem]">
              {sections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span aria-hidden="true" className="w-5 shrink-0 text-right text-muted tabular-nums">
                    {index + 1}.
                  </span>
                  <a
                    href={`#${section.id}`}
                    className="rounded text-foreground underline-offset-4 hover:text-primary-strong hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="mt-12 max-w-3xl text-[1.0625rem] leading-8 text-foreground lg:col-span-8 lg:mt-0 [&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-2 [&_li]:pl-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-primary-strong">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titulo`}
              className="mt-12 first:mt-0"
            >
              <h2 id={`${section.id}-titulo`} className="text-2xl font-bold tracking-tight text-ink">
                <span className="mr-2 text-primary-strong">{index + 1}.</span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </Landmark>
  );
}
