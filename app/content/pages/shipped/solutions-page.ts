import { solutionsSeo } from "~/content/solutions";
import { ownBlock, type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

const solutionsPath = "/solucoes-lucrativas";

/**
 * The profitable solutions page (/solucoes-lucrativas): the product ticker, the hero with its
 * figures, the product cards, the model cards leading to the model pages, the testimonials by
 * region, the highlights and the contact form. Its code drew everything before the form in one
 * part, and so does its document.
 */
export const solutionsPage: ShippedPageKind = {
  draws: (path) => path === solutionsPath,
  sections: ["search-and-sharing"],
  staticBlocksInOnePart: true,
  document(path, values) {
    return {
      ...shippedPageFrame(path, values, {
        name: "Soluções lucrativas",
        title: solutionsSeo.title,
        description: solutionsSeo.description,
      }),
      blocks: [
        siteBlock("solutions-ticker", "faixa-de-produtos"),
        ownBlock("hero-figures", "inicio"),
        siteBlock("solutions-product-cards", "produtos"),
        siteBlock("solutions-models", "franquias"),
        siteBlock("solutions-testimonials", "depoimentos"),
        siteBlock("solutions-highlights", "diferenciais"),
        ownBlock("contact-form", "contato"),
      ],
    };
  },
};
