import type { CompanyDetails } from "~/content/registry/sections/company";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import type { FaqItem } from "~/content/registry/sections/faq";
import type { SocialLinks } from "~/content/site";
import { eventEndsAt, eventStartsAt } from "~/forms/expo-schedule";
import { phoneHref } from "~/lib/phone";

/**
 * Structured data (schema.org as JSON-LD) that search engines read: the Organization on every
 * page, the FAQPage of the home FAQ, the Event of the expo page. Builders take the public
 * address (PUBLIC_URL) so every URL in them is absolute.
 */

export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

const context = "https://schema.org" as const;

/** The site's square logo, also the largest app icon. */
export const organizationLogoPath = "/icons/icon-512.png";

/**
 * JSON for a `<script type="application/ld+json">`: characters that could end the script element
 * or confuse an HTML parser are written as JSON escapes, so the data stays data.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(input: {
  publicUrl: string;
  /** The `company` section: name, legal name, e-mail, phone and address. */
  company: CompanyDetails;
  socialLinks?: Partial<SocialLinks>;
}): JsonLd {
  const { company } = input;
  const sameAs = Object.values(input.socialLinks ?? {}).filter(
    (url): url is string => typeof url === "string" && /^https?:\/\//.test(url),
  );
  return {
    "@context": context,
    "@type": "Organization",
    "@id": `${input.publicUrl}/#organization`,
    name: company.tradingName,
    legalName: company.legalName,
    url: `${input.publicUrl}/`,
    logo: `${input.publicUrl}${organizationLogoPath}`,
    email: company.email,
    telephone: phoneHref(company.phone).replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "BR",
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Who runs the fair (the association behind every Expo ABF). */
const expoOrganizer = { name: "Associação Brasileira de Franchising (ABF)", url: "https://www.abf.com.br" };

/**
 * The fair the expo page invites to, as a schema.org Event. The event's data comes in as an
 * argument, so the pages that do not show it (every page loads this module) do not carry it.
 */
export function eventJsonLd(input: {
  publicUrl: string;
  path: string;
  image: string;
  description: string;
  event: ExpoEvent;
  /** The company's trading name ("Cota Fácil na Expo ABF 2025"). */
  companyName: string;
}): JsonLd {
  const { event } = input;
  const { venue } = event;
  return {
    "@context": context,
    "@type": "Event",
    name: `${input.companyName} na ${event.name}`,
    description: input.description,
    url: `${input.publicUrl}${input.path}`,
    image: [`${input.publicUrl}${input.image}`],
    startDate: eventStartsAt(event),
    endDate: eventEndsAt(event),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    inLanguage: "pt-BR",
    location: {
      "@type": "Place",
      name: venue.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: venue.street,
        addressLocality: venue.city,
        addressRegion: venue.region,
        postalCode: venue.postalCode,
        addressCountry: "BR",
      },
    },
    organizer: { "@type": "Organization", name: expoOrganizer.name, url: expoOrganizer.url },
  };
}
