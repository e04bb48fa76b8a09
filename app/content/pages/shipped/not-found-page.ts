import { pageName } from "~/content/registry/page-names";
import { pageSeo } from "~/content/registry/page-seo";
import { ownBlock, type ShippedPageKind, shippedPageFrame } from "./document-parts";

/**
 * The address of the not-found page's document (docs/decisions/079): what every unknown address
 * of the public site answers with (HTTP 404). Opened itself, it answers 404 with the same page.
 */
export const notFoundPagePath = "/404";

/**
 * The not-found page: one not-found block holding its own value (the title, line and buttons the
 * page drew as code); never listed for search engines, its title and description the page's own.
 */
export const notFoundPage: ShippedPageKind = {
  draws: (path) => path === notFoundPagePath,
  sections: [],
  document(path, values) {
    const seo = pageSeo(path);
    return {
      ...shippedPageFrame(path, values, {
        name: pageName(path) ?? seo.title,
        title: seo.title,
        description: seo.description,
      }),
      blocks: [ownBlock("not-found", "nao-encontrada")],
    };
  },
};
