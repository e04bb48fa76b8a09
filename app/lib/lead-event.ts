/**
 * The event the lead forms dispatch on `window` once the server has stored a lead: the consent
 * banner's code (components/site/ad-consent.ts) sends the advertising tags' conversion from it,
 * and only where the visitor accepted them.
 */
export const leadEventName = "cotafacil:lead";

export function announceLead(form: "contato" | "expo"): void {
  window.dispatchEvent(new CustomEvent(leadEventName, { detail: { form } }));
}
