/** A valid home contact form, as parsed fields (not FormData): the schema tests start from it. */
export const validContactLead = {
  name: "João Pereira",
  email: "joao@example.com",
  phone: "(21) 99876-5432",
  city: "Niterói",
  state: "RJ",
  currentMarket: "Ex-bancário",
  investmentAmount: "R$ 44.997",
  investmentTime: "Imediato",
  paymentMethod: "Entrada + Parcelamento Cartão",
  interestType: "Franquia",
  consent: "on",
};
