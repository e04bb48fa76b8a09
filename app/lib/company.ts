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

export function companyContact(company: CompanyDetails): CompanyContact {
  const { street, city, region, postalCode } = company.address;
  return {
    ...company,
    phoneHref: phoneHref(company.phone),
    whatsappHref: whatsappHref(company.whatsapp),
    addressLine: `${street}, ${city} – ${region}, ${postalCode}`,
  };
}
