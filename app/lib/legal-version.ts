/**
 * The version of the privacy policy and the terms of use. Both pages show it, and every lead and
 * expo registration stores it with the visitor's consent: change it (and the date) whenever either
 * text changes, so each consent points at the text the visitor actually saw.
 */
export const legalTextsVersion = "2026-11-27";
export const legalTextsUpdated = "27 de novembro de 2026";
