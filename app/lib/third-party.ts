import { startAdConsent } from "~/components/site/ad-consent";
import type { AdConsentSetup } from "~/forms/ad-tags";
import { watchVerifiedSeal } from "./verified-seal";

/**
 * The code that adds a third party's script to a page, in one file that the root fetches only
 * where one is configured (app/root.tsx, useThirdPartyCode): the verified-company seal on a page
 * that shows it, and the advertising tags' consent banner (which loads the tags only once the
 * visitor accepts them). Answers how to stop watching for the seal when the page is left
 * (watchVerifiedSeal does nothing on a page without the seal's placeholder).
 */
export default function addThirdPartyCode(sealId: string | null, adConsent: AdConsentSetup | null) {
  if (adConsent) startAdConsent(adConsent);
  return sealId ? watchVerifiedSeal(sealId) : null;
}
