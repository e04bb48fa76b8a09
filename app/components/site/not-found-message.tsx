import { ArrowLeft, LogIn, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";

/** The body of the site's "page not found" answer (HTTP 404). */
export function NotFoundMessage() {
  return (
    <main className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-primary-soft to-transparent"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        {/* Decorative: the number is drawn by CSS so it is not read out nor checked as text. */}
        <span
          aria-hidden="true"
          className="font-heading text-7xl leading-none font-extrabold tracking-tight text-primary-strong/15 before:content-['404'] sm:text-8xl"
        />
        <span className="-mt-6 inline-flex size-16 items-center justify-center rounded-2xl bg-white text-primary-strong shadow-[0_12px_30px_-12px_rgb(4_97_141/0.45)] ring-1 ring-border sm:-mt-8">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          Página não encontrada
        </h1>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">
          A página que você está tentando acessar não existe ou foi movida.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/" className={buttonClassName({ size: "lg" })}>
            <ArrowLeft aria-hidden="true" />
            Voltar para o início
          </Link>
          <Link to="/auth" className={buttonClassName({ variant: "outline", size: "lg" })}>
            <LogIn aria-hidden="true" />
            Ir para o login
          </Link>
        </div>
      </div>
    </main>
  );
}
