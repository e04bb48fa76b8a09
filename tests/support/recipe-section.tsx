/**
 * The throwaway section's components (recipe "Adding an editable section", step 4): plain props,
 * drawn by the page as parts; tests/integration/recipes.test.ts.
 */

export function ScratchHeading({ title }: { title: string }) {
  return (
    <section id="receita" aria-labelledby="receita-titulo" className="below-first-screen bg-white py-20">
      <h2 id="receita-titulo">{title}</h2>
    </section>
  );
}

export function ScratchItems({ items }: { items: { name: string; text: string }[] }) {
  return (
    <section id="receita-itens" aria-label="Itens" className="below-first-screen bg-slate-50 py-20">
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <h3>{item.name}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
