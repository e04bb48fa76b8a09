import type { MetaDescriptor } from "react-router";

/**
 * The head tags of a public page: Portuguese title and description, canonical URL, Open Graph
 * and Twitter card. Every public route's `meta` calls this, so pages stay alike.
 *
 *   export const meta: Route.MetaFunction = ({ matches }) =>
 *     pageMeta(matches, { title: "…", description: "…", path: "/modelo-prime" });
 */

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, e.g. "/" or "/modelo-prime". */
  path: string;
  /** Site-relative image for sharing; defaults to the site's 1200×630 card. */
  image?: string;
  /** Pages that should not be listed by search engines (thank-you, 404). */
  noindex?: boolean;
};

export const defaultShareImage = "/og/cota-facil-1200x630.png";

type RootMatch = { id: string; data?: unknown } | undefined;

/** The public address from the root loader (PUBLIC_URL), without a trailing slash. */
export function publicUrlFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

export function pageMeta(matches: readonly RootMatch[], input: PageMetaInput): MetaDescriptor[] {
  const base = publicUrlFrom(matches);
  const url = `${base}${input.path}`;
  const image = `${base}${input.image ?? defaultShareImage}`;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: "Cota Fácil" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
}
