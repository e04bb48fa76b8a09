/**
 * The one valid home contact lead every test starts from, unit, integration and end-to-end
 * alike: the fields as the form posts them, each an option the form offers. A test overrides
 * only what it is about (a unique name, another amount); `undefined` leaves a field out.
 *
 *   contactSchema.safeParse({ ...validContactLead, state: "ZZ" })
 *   request.post("/api/contato?page=/", { multipart: contactLeadFields({ name }) })
 *   submitContactLead(..., { formData: contactFormData({ website: "http://spam.example" }) })
 */
export const validContactLead = {
  name: "Maria da Silva",
  email: "maria@example.com.br",
  phone: "(11) 98765-4321",
  city: "Campinas",
  state: "SP",
  currentMarket: "Advogado",
  investmentAmount: "R$ 14.997",
  investmentTime: "Em até 30 dias",
  paymentMethod: "Parcelamento Cartão",
  interestType: "Franquia",
  consent: "on",
} as const;

/** What the lead store keeps of `validContactLead`: the answers, without the consent box. */
export const storedContactLead = Object.fromEntries(
  Object.entries(validContactLead).filter(([name]) => name !== "consent"),
) as Record<Exclude<keyof typeof validContactLead, "consent">, string>;

/** The post a browser sends: the lead, its empty honeypot (`website`), then the overrides. */
export function contactLeadFields(
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const fields: Record<string, string | undefined> = { ...validContactLead, website: "", ...overrides };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The same post as FormData, as a page action reads it. */
export function contactFormData(overrides: Record<string, string | undefined> = {}): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(contactLeadFields(overrides))) formData.set(name, value);
  return formData;
}
