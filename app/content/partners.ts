/**
 * The #parceiros carousel's fixed facts; the partners themselves are the `partners` section
 * (app/content/registry/sections/partners.ts), edited on Content Management.
 */

/** Intrinsic size of every partner logo file (no layout shift). */
export const partnerLogoSize = { width: 200, height: 80 } as const;
