import { z } from "zod";
import type { BlockProps } from "~/components/site/blocks/block-props";
import { defineBlock } from "~/content/pages/page-document";
import { optionalText, requiredText } from "~/content/registry/card-rules";

/**
 * A throwaway block type declared exactly as docs/recipes.md "Adding a block type" says, for
 * tests/integration/recipe-block-type.test.ts: step 1, the declaration…
 */
export const scratchBlock = defineBlock({
  type: "recipe-quote",
  label: "Citação da receita",
  description: "Uma frase em destaque, com o nome de quem a disse.",
  schema: z.object({ text: requiredText("a frase", 300), author: optionalText(80) }),
  defaults: { text: "Uma frase em destaque.", author: "" },
  fields: [
    { name: "text", label: "Frase", kind: "textarea" },
    { name: "author", label: "Autor", kind: "text", description: "Opcional." },
  ],
});

type ScratchValue = z.output<typeof scratchBlock.schema>;

/** …step 2, the component. */
export function ScratchQuoteBlock({ id, value }: BlockProps<ScratchValue>) {
  return (
    <section id={id} className="below-first-screen bg-white py-16">
      <blockquote>{value.text}</blockquote>
      {value.author ? <p>{value.author}</p> : null}
    </section>
  );
}
