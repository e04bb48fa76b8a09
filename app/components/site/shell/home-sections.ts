/**
 * Home page sections the footer links to, and which the home page draws itself (its `handle`).
 * A module of its own: the home page's code needs these few ids, not the whole navigation.
 */
export const sectionNav: { id: string; label: string }[] = [
  { id: "beneficios", label: "Benefícios" },
  { id: "como-funciona", label: "Como funciona" },
  { id: "depoimentos", label: "Depoimentos" },
  { id: "faq", label: "Perguntas frequentes" },
  { id: "contato", label: "Contato" },
];
