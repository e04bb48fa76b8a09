import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/site/logo";
import type { LogoSettings } from "~/content/site";

/** The frame of the /auth pages: the logo and a way back to the site above a centred card. */
export function AuthShell({
  logo,
  before,
  children,
}: {
  logo: LogoSettings;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-[linear-gradient(180deg,var(--color-primary-soft),white_60%)]">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link
          to="/"
          aria-label={`${logo.text.trim() || "Cota Fácil"} – página inicial`}
          className="rounded-lg"
        >
          <Logo logo={logo} />
        </Link>
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar ao site
        </Link>
      </header>
      <main id="conteudo" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
        <div className="w-full max-w-md">
          {before}
          <div className="rounded-2xl border border-border bg-white p-6 shadow-[0_24px_60px_-30px_rgb(11_27_51/0.35)] sm:p-8">
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
