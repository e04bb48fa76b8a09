import { pageName } from "~/content/registry/page-names";
import { pageSeo } from "~/content/registry/page-seo";
import { type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

/**
 * The text pages: /termos and /privacidade (the legal document, quoting the company's details)
 * and /thank-you (the confirmation after the contact form, not listed for search engines). Each
 * is one block using the `company` section's value, so the team's edits to the company show.
 */
const textPageBlocks: Record<string, { type: "legal-document" | "thank-you"; id: string }> = {
  "/termos": { type: "legal-document", id: "termos" },
  "/privacidade": { type: "legal-document", id: "privacidade" },
  "/thank-you": { type: "thank-you", id: "obrigado" },
};

export const textPages: ShippedPageKind = {
  draws: (path) => Object.hasOwn(textPageBlocks, path),
  sections: ["search-and-sharing"],
  document(path, values) {
    const block = textPageBlocks[path] as (typeof textPageBlocks)[string];
    const seo = pageSeo(path);
    return {
      ...shippedPageFrame(path, values, {
        name: pageName(path) ?? seo.title,
        title: seo.title,
        description: seo.description,
      }),
      blocks: [siteBlock(block.type, block.id)],
    };
  },
};
