import { z } from "zod";
import { legalTextsVersion } from "~/lib/legal-version";

/**
 * The advertising tags an Administrador may turn on (screen "Tags de anúncio"): a Google tag
 * (Google Analytics 4 or Google Ads) and a Meta Pixel. With neither set the site loads nothing
 * from a third party and shows no consent banner; with either set, visitors are asked first and
 * nothing from Google or Meta loads before they accept (docs/decisions/056).
 */

export const adTagMessages = {
  googleTagId:
    "Use o ID da tag do Google como aparece na conta: G-XXXXXXXXXX (Google Analytics), AW-123456789 (Google Ads) ou GT-XXXXXXX.",
  googleAdsLabel:
    "Use o rótulo de conversão do Google Ads (letras, números, - e _), como aparece em send_to depois da barra.",
  googleAdsLabelWithoutAds: "O rótulo de conversão vale só para um ID do Google Ads (AW-…).",
  metaPixelId: "Use o ID do Pixel da Meta: só números, de 6 a 20 dígitos.",
} as const;

/** G-… (Analytics 4), AW-<digits> (Google Ads) or GT-… (a Google tag): the forms gtag.js takes. */
const googleTagPattern = /^(G-[A-Z0-9]{4,16}|AW-\d{6,15}|GT-[A-Z0-9]{4,16})$/;
const googleAdsLabelPattern = /^[A-Za-z0-9_-]{4,40}$/;
const metaPixelPattern = /^\d{6,20}$/;

const blankOr = (pattern: RegExp, message: string, normalize: (value: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .max(60, { error: message })
    .transform(normalize)
    .refine((value) => value === "" || pattern.test(value), { error: message })
    .optional()
    .transform((value) => value ?? "");

export const adTagsSchema = z
  .object({
    googleTagId: blankOr(googleTagPattern, adTagMessages.googleTagId, (value) => value.toUpperCase()),
    googleAdsLabel: blankOr(googleAdsLabelPattern, adTagMessages.googleAdsLabel),
    metaPixelId: blankOr(metaPixelPattern, adTagMessages.metaPixelId),
  })
  .refine((tags) => tags.googleAdsLabel === "" || tags.googleTagId.startsWith("AW-"), {
    error: adTagMessages.googleAdsLabelWithoutAds,
    path: ["googleAdsLabel"],
  });

export type AdTags = z.output<typeof adTagsSchema>;

export const noAdTags: AdTags = { googleTagId: "", googleAdsLabel: "", metaPixelId: "" };

export type AdVendor = "google" | "meta";

/** The vendors whose tag is set, in a fixed order. */
export function adVendorsOf(tags: AdTags): AdVendor[] {
  const vendors: AdVendor[] = [];
  if (tags.googleTagId) vendors.push("google");
  if (tags.metaPixelId) vendors.push("meta");
  return vendors;
}

/**
 * What a visitor's browser needs to ask for consent and, once given, load the tags. The consent
 * version names the privacy text and the vendors: a visitor who answered for Google alone is
 * asked again once a Meta Pixel is added, and everyone is asked again when the policy changes.
 */
export type AdConsentSetup = {
  googleTagId: string;
  googleAdsLabel: string;
  metaPixelId: string;
  consentVersion: string;
};

export function adConsentSetup(tags: AdTags): AdConsentSetup | null {
  const vendors = adVendorsOf(tags);
  if (vendors.length === 0) return null;
  return { ...tags, consentVersion: `${legalTextsVersion}+${vendors.join("+")}` };
}

export const vendorNames: Record<AdVendor, string> = { google: "Google", meta: "Meta" };
