import { pageSeo } from "~/content/registry/page-seo";
import { ownBlock, type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

/**
 * The home page (/): its opening, the model cards, benefits, steps, written and video
 * testimonials, the FAQ, the contact form, the about video, partners and awards, in that order,
 * each showing its section's value. Its title and description are fixed texts (page-seo.ts).
 */
export const homePage: ShippedPageKind = {
  draws: (path) => path === "/",
  sections: ["search-and-sharing"],
  document(path, values) {
    const { title, description } = pageSeo(path);
    return {
      ...shippedPageFrame(path, values, { name: "Página inicial", title, description }),
      blocks: [
        siteBlock("home-hero", "inicio"),
        siteBlock("model-cards", "franquias"),
        siteBlock("benefits", "beneficios"),
        siteBlock("steps", "como-funciona"),
        siteBlock("testimonials", "depoimentos"),
        siteBlock("video-testimonials", "depoimentos-video"),
        siteBlock("faq", "faq"),
        ownBlock("contact-form", "contato"),
        siteBlock("about-video", "sobre"),
        siteBlock("partners", "parceiros"),
        siteBlock("awards", "premiacoes"),
      ],
    };
  },
};
