import { ArrowLeft, SearchX, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";

/** What the notice says in each case, with its icon. */
const notices = {
  notFound: {
    Icon: SearchX,
    title: "Página não encontrada",
    explanation: "Este endereço não corresponde a nenhuma tela do painel. Escolha uma tela no menu.",
  },
  failed: {
    Icon: TriangleAlert,
    title: "Algo deu errado",
    explanation:
      "Não foi possível abrir esta tela. Tente novamente em instantes ou escolha outra tela no menu.",
  },
};

/**
 * What an admin screen shows in place of its content when the address leads nowhere (404) or the
 * screen failed: inside the admin shell, so the sidebar stays and the admin carries on from there.
 */
export function AdminErrorNotice({ notFound }: { notFound: boolean }) {
  const { Icon, title, explanation } = notFound ? notices.notFound : notices.failed;
  return (
    <section className="flex flex-col items-center rounded-2xl border border-border bg-white px-6 py-12 text-center shadow-sm">
      <Icon aria-hidden="true" className="size-10 text-muted" />
      <h1 className="mt-3 font-heading text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 max-w-md text-muted">{explanation}</p>
      <Link to="/admin" className={buttonClassName({ variant: "outline", className: "mt-6" })}>
        <ArrowLeft aria-hidden="true" />
        Voltar ao Dashboard
      </Link>
    </section>
  );
}
