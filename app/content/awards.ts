/**
 * The awards grid's fixed facts; the seals themselves are the `awards` section
 * (app/content/registry/sections/awards.ts), edited on Content Management.
 */

/** The element id the verified-company seal script fills. */
export const verifiedSealId = "ra-verified-seal";

/** Intrinsic size of every seal image file. */
export const awardSealSize = { width: 160, height: 160 } as const;

/** The seal the verified-company script fills: the first without image (a round placeholder). */
export function verifiedSealIndex(seals: readonly { image: string }[]): number {
  return seals.findIndex((seal) => seal.image === "");
}
