/**
 * The home page's sections the footer links to, which the home page draws itself (its `handle`).
 * A module of its own, ids only: the home page's code needs these few ids, not the navigation
 * (whose labels come with the footer's code, see navigation.ts).
 */
export const homeSectionIds = ["beneficios", "como-funciona", "depoimentos", "faq", "contato"] as const;

export type HomeSectionId = (typeof homeSectionIds)[number];
