import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { partsReady, staticPart } from "~/components/islands";

/**
 * What the site reads of React's server output (docs/internals.md): a part that React stops
 * hydrating keeps its server nodes, found between the comment markers React writes around a
 * Suspense boundary, the first and last child of the part's wrapper (components/islands.tsx,
 * `serverNodesIn`). A React release that writes them otherwise fails here.
 */
describe("React's server HTML of a page part", () => {
  it("writes a part's server HTML between React's Suspense markers, first and last in its wrapper", async () => {
    const Part = staticPart(() =>
      Promise.resolve(({ text }: { text: string }) => createElement("p", null, text)),
    );
    renderToString(createElement(Part, { text: "Olá" }));
    await partsReady();
    const html = renderToString(createElement(Part, { text: "Olá" }));
    expect(html).toBe('<div class="contents"><!--$--><p>Olá</p><!--/$--></div>');
  });
});
