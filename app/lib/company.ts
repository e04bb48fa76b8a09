import { pageName } from "~/content/registry/page-names";
import type { CompanyDetails } from "~/content/registry/sections/company";
import { phoneHref, whatsappHref } from "~/lib/phone";

/**
 * The links and lines the pages build from the `company` section: every tel:, wa.me and mailto:
 * link on the site comes from here, so changing a number changes them all.
 */
export type CompanyContact = CompanyDetails & {
  phoneHref: string;
  whatsappHref: string;
  /** "Av. Paulista, 1000 – Bela Vista, São Paulo – SP, 01310-100". */
  addressLine: string;
};

/**
 * The company's WhatsApp message for a chat started on the page at `pathname`: `{pagina}` is the
 * page's name (its address when it has none: a page not found), `{empresa}` the trading name.
 */
export function whatsappMessageFor(company: CompanyDetails, pathname: string): string {
  const page = pageName(pathname) ?? pathname;
  // "{página}", with its accent, is taken too: it is how the team would write it.
  return company.whatsappMessage
    .replace(/\{p[aá]gina\}/gi, () => page)
    .replace(/\{empresa\}/gi, () => company.tradingName)
    .trim();
}

/** The company's links and lines as shown on the page at `pathname` (its WhatsApp link names it). */
export function companyContact(company: CompanyDetails, pathname: string): CompanyContact {
  const { street, city, region, postalCode } = company.address;
  return {
    ...company,
    phoneHref: phoneHref(company.phone),
    whatsappHref: whatsappHref(company.whatsapp, whatsappMessageFor(company, pathname)),
    addressLine: `${street}, ${city} – ${region}, ${postalCode}`,
  };
}
