import { publicPage } from "./pages";

/**
 * Title and description, for search engines and sharing, of the registered pages that have
 * fixed ones (pages whose title is written from their editable values, a model's price or the
 * fair's name, build it in their loader). Kept apart from the page registry, which the header
 * and phone menu read in the browser: these texts are only needed to write <head>. The home
 * page reads them in its loader, so they never travel as JavaScript on `/`.
 */
const pageTexts: Record<string, { title: string; description: string }> = {
  "/": {
    title: "Cota Fácil | Franquia de soluções financeiras",
    description:
      "Seja um franqueado Cota Fácil: consórcios, seguros, financiamentos e mais de 280 produtos financeiros, com comissões de até 300% e suporte diário.",
  },
  "/thank-you": {
    title: "Recebemos seu contato | Cota Fácil",
    description:
      "Recebemos seu contato. A equipe de expansão da Cota Fácil responde em até 24 horas úteis com os próximos passos para você se tornar um franqueado.",
  },
  "/404": {
    title: "Página não encontrada | Cota Fácil",
    description: "A página que você está tentando acessar não existe ou foi movida.",
  },
  "/privacidade": {
    title: "Política de Privacidade | Cota Fácil",
    description:
      "Como a Cota Fácil trata os dados pessoais de quem visita o site e pede contato sobre a franquia, conforme a Lei Geral de Proteção de Dados (LGPD).",
  },
  "/termos": {
    title: "Termos de Uso | Cota Fácil",
    description:
      "Condições de uso do site da Cota Fácil: finalidade informativa, estimativas de resultado, propriedade intelectual, responsabilidades e foro.",
  },
};

/** A registered page's title and description, for its route's `meta` (with its path). */
export function pageSeo(path: string): {
  title: string;
  description: string;
  path: string;
  noindex: boolean;
} {
  const texts = pageTexts[path];
  if (!texts) throw new Error(`The page at ${path} writes its own title and description`);
  return { ...texts, path, noindex: !publicPage(path).sitemap };
}
