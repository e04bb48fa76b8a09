import type { expoEvent } from "~/content/expo";
import type { FaqItem } from "~/content/faq";
import { brand, type SocialLinks } from "~/content/site";

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

export function organizationJsonLd(input: { publicUrl: string; socialLinks?: Partial<SocialLinks> }): JsonLd {
  const sameAs = Object.values(input.socialLinks ?? {}).filter(
    (url): url is string => typeof url === "string" && /^https?:\/\//.test(url),
  );
  return {
    "@context": context,
    "@type": "Organization",
    "@id": `${input.publicUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: `${input.publicUrl}/`,
    logo: `${input.publicUrl}${organizationLogoPath}`,
    email: brand.email,
    telephone: brand.phoneHref.replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: "Av. Paulista, 1000 – Bela Vista",
      addressLocality: "São Paulo",
      addressRegion: "SP",
      postalCode: "01310-100",
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

/**
 * The fair the expo page invites to (public-site.md §9 "Expo"). The event's data comes in as an
 * argument, so the pages that do not show it (every page loads this module) do not carry it.
 */
export function eventJsonLd(input: {
  publicUrl: string;
  path: string;
  image: string;
  description: string;
  event: typeof expoEvent;
}): JsonLd {
  const { event } = input;
  const { venue } = event;
  return {
    "@context": context,
    "@type": "Event",
    name: `${brand.name} na ${event.name}`,
    description: input.description,
    url: `${input.publicUrl}${input.path}`,
    image: [`${input.publicUrl}${input.image}`],
    startDate: event.opensAt,
    endDate: event.closesAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    inLanguage: "pt-BR",
    location: {
      "@type": "Place",
      name: venue.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: venue.streetAddress,
        addressLocality: venue.city,
        addressRegion: venue.region,
        postalCode: venue.postalCode,
        addressCountry: venue.country,
      },
    },
    organizer: { "@type": "Organization", name: event.organizer.name, url: event.organizer.url },
  };
}
