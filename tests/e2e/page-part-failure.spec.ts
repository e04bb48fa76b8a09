import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { partsReady } from "~/components/islands";
import { expect, test } from "./support/fixtures";
import { PartFailurePage } from "./support/part-failure/page";

/**
 * A page part that fails stays in its part (components/islands.tsx): on the server its Suspense
 * boundary leaves it out and the page is still sent; in the browser the part disappears and the
 * rest of the page, the contact form above all, keeps working, where the whole page used to give
 * way to "Algo deu errado". The page is the islands' real code, rendered by React on the server
 * here and hydrated in Chromium.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

async function serverHtml(): Promise<{ html: string; errors: string[] }> {
  await partsReady();
  const errors: string[] = [];
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(createElement(PartFailurePage), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(String(error));
      },
      onShellError: reject,
      onAllReady: () => {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(body);
      },
    });
  });
  return { html, errors };
}

async function browserScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, "support/part-failure/client.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    tsconfig: path.join(here, "../../tsconfig.json"),
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

test("a part that fails is left out, and the rest of the page and its form keep working", async ({
  page,
  allowConsoleErrors,
}) => {
  const { html, errors } = await serverHtml();
  // The server: the failing part is left out, every other part is in the HTML, one error reported.
  expect(errors).toEqual(["Error: a part that fails on the server and in the browser"]);
  expect(html).toContain("Página de teste");
  expect(html).toContain("Parceiros");
  expect(html).toContain("Fale conosco");

  // The browser: React reports each failing part on the console ("console.error: Error: a part
  // that fails…"), and the one the server left out also as a recoverable error without a message
  // (the server sends none in production).
  allowConsoleErrors(/^console\.error: Error: a part that fails/, /^uncaught page error: $/);
  const script = await browserScript();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.setContent(`<!doctype html><html lang="pt-BR"><body><div id="root">${html}</div></body></html>`);
  await page.addScriptTag({ content: script });
  await page.mouse.wheel(0, 2000);

  await expect(page.getByRole("heading", { name: "Parceiros" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Página de teste" })).toBeVisible();
  const contact = page.locator("#contato");
  await contact.getByRole("button", { name: "Enviar" }).click();
  await expect(contact.getByText("Enviado 1")).toBeVisible();
  await contact.getByRole("button", { name: "Enviar" }).click();
  await expect(contact.getByText("Enviado 2")).toBeVisible();
});
