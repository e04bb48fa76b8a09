import { z } from "zod";
import { defineSection } from "~/content/registry/define";
import type { PublicPage } from "~/content/registry/pages";

/**
 * A throwaway section and page, declared exactly as docs/recipes.md says ("Adding an editable
 * section", "Adding a public page"), for tests/integration/recipes.test.ts. Kept apart from the
 * test because the test's module mocks read them: this file imports nothing those mocks replace.
 */

/** Recipe "Adding an editable section", step 1: the section module. */
export const scratchSection = defineSection({
  id: "recipe-scratch",
  label: "Seção de teste da receita",
  group: "Página de teste",
  schema: z.object({
    title: z.string().trim().min(1, "Informe o título.").max(80, "Use no máximo 80 caracteres."),
    items: z
      .array(
        z.object({
          name: z.string().trim().min(1, "Informe o nome.").max(60, "Use no máximo 60 caracteres."),
          text: z.string().trim().max(200, "Use no máximo 200 caracteres."),
        }),
      )
      .min(1, "Inclua pelo menos um item.")
      .max(4, "Use no máximo 4 itens."),
  }),
  defaults: {
    title: "Título de exemplo da receita",
    items: [{ name: "Item de exemplo", text: "Texto do item de exemplo." }],
  },
  fields: [
    { name: "title", label: "Título da seção", kind: "text" },
    {
      name: "items",
      label: "Itens da seção",
      kind: "list",
      itemLabel: "Item",
      minItems: 1,
      maxItems: 4,
      fields: [
        { name: "name", label: "Nome do item", kind: "text" },
        { name: "text", label: "Texto do item", kind: "textarea" },
      ],
    },
  ],
  shownOn: ["/pagina-da-receita"],
  exampleValues: (value) =>
    value.title === "Título de exemplo da receita" ? [{ field: "title", label: "Título de exemplo" }] : [],
});

/** Recipe "Adding a public page", step 1: the registry entry. */
export const scratchPage: PublicPage = {
  path: "/pagina-da-receita",
  module: "routes/recipe-scratch-page.tsx",
  sitemap: true,
  nav: { label: "Página da receita", places: ["footer"] },
};

/** Recipe "Adding a public page", step 2: its title and description (page-seo.ts). */
export const scratchPageTexts = {
  title: "Página da receita | Cota Fácil",
  description: "Uma página declarada como a receita manda, para o teste que segue a receita.",
};
