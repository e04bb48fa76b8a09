import { z } from "zod";
import { requiredText } from "~/forms/section-rules";
import type { FieldSpec } from "./define";

/**
 * A Brazilian postal address, as the company's contacts and the expo's venue both hold it: one
 * rule and one set of fields, so the two screens and the site-data import word it alike.
 */

const regionMessage = "Informe a UF (duas letras, por exemplo SP)";
const postalCodeMessage = "Informe o CEP (00000-000)";

export const postalAddressShape = {
  street: requiredText("o endereço (rua, número e bairro)", 160),
  city: requiredText("a cidade", 80),
  region: z
    .string({ error: regionMessage })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: regionMessage }),
  /** Typed with or without the hyphen, stored as 00000-000. */
  postalCode: z
    .string({ error: postalCodeMessage })
    .trim()
    .regex(/^\d{5}-?\d{3}$/, { error: postalCodeMessage })
    .transform((value) => `${value.replace("-", "").slice(0, 5)}-${value.replace("-", "").slice(5)}`),
};

export const postalAddress = z.object(postalAddressShape);

export type PostalAddress = z.output<typeof postalAddress>;

/** The address's fields on the Content Management screen, in reading order. */
export const postalAddressFields: FieldSpec[] = [
  { name: "street", label: "Rua, número e bairro", kind: "text" },
  { name: "city", label: "Cidade", kind: "text" },
  { name: "region", label: "UF", kind: "text", description: "Duas letras, por exemplo SP." },
  { name: "postalCode", label: "CEP", kind: "text", description: "00000-000." },
];
