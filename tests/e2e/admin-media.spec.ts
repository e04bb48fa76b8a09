import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { answerConfirmation, browserDialogs } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * The Media Library: add by URL and name, upload an image file,
 * the grid with name, size and dimensions, Copy URL ('Copied' and 'URL copied') and delete with
 * a confirmation. The items and the uploaded files live in the database.
 */

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
// Sign-in, uploads and image work on a shared two-core machine: more time, the same checks.
test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString("hex")}`;

async function openMedia(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "Media Library", level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** The grid card of the item named `name`. */
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("a fresh site has the four sample images, each with its size and dimensions", async ({ page }) => {
  await openMedia(page);
  for (const name of ["Modelo Office", "Modelo Home", "Modelo Prime", "Modelo Loja"]) {
    await expect(card(page, name)).toContainText("960 × 789 px");
    await expect(card(page, name)).toContainText("KB");
  }
  await checkA11y(page);
});

test("adds an image by URL and name; either missing is 'Missing information'", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  await openMedia(page);
  const form = page.getByRole("region", { name: "Adicionar por URL" });

  await form.getByLabel("URL da imagem").fill("/media-samples/modelo-prime.webp");
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expectToast(page, "Missing information", "Please provide both URL and name for the image.");
  await expect(form.getByText("Informe o nome da imagem.")).toBeVisible();

  const name = unique("Vitrine por URL");
  await form.getByLabel("Nome").fill(name);
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expectToast(page, "Media added");
  // Not stored for an address: measured by the browser once the image loads.
  await expect(card(page, name)).toContainText("960 × 789 px");
  await expect(card(page, name)).toContainText("/media-samples/modelo-prime.webp");
  await expect(form.getByLabel("Nome")).toHaveValue("");
});

test("uploads a PNG, copies its URL and deletes it after the confirmation", async ({ page }) => {
  await openMedia(page);
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
  const name = `fachada-${crypto.randomBytes(3).toString("hex")}`;
  const upload = page.getByRole("region", { name: "Enviar arquivos" });
  await upload
    .getByLabel("Imagens")
    .setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer: png });
  await upload.getByRole("button", { name: "Enviar imagens" }).click();
  await expectToast(page, "Media added", name);

  const item = card(page, name);
  await expect(item).toContainText("1200 × 800 px");
  await expect(item).toContainText("PNG");
  const image = item.locator("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Copy URL: 'Copied' on the button for 2 s, the 'URL copied' notice, the address in the clipboard.
  await item.getByRole("button", { name: "Copy URL" }).click();
  await expect(item.getByRole("button", { name: "Copied" })).toBeVisible();
  await expectToast(page, "URL copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\/uploads\/[a-f0-9]{32}-w1200\.webp$/);
  await expect(item.getByRole("button", { name: "Copy URL" })).toBeVisible();
  const served = await page.request.get(copied);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // Cancelling the confirmation keeps the image; accepting it deletes the row and the files.
  const browserBoxes = browserDialogs(page);
  await item.getByRole("button", { name: `Excluir ${name}` }).click();
  await answerConfirmation(page, `Excluir “${name}” da biblioteca?`, "Cancelar");
  await expect(item).toBeVisible();

  await item.getByRole("button", { name: `Excluir ${name}` }).click();
  await answerConfirmation(page, `Excluir “${name}” da biblioteca?`, "Excluir");
  expect(browserBoxes).toEqual([]);
  await expectToast(page, "Imagem excluída");
  await expect(item).toHaveCount(0);
  expect((await page.request.get(copied)).status()).toBe(404);
  await checkA11y(page);
});

test("a delete sent before the page could ask is asked on the card, and Cancelar keeps the image", async ({
  page,
  browser,
}) => {
  await openMedia(page);
  const name = unique("Sem script");
  const form = page.getByRole("region", { name: "Adicionar por URL" });
  await form.getByLabel("URL da imagem").fill("/media-samples/modelo-home.webp");
  await form.getByLabel("Nome").fill(name);
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expectToast(page, "Media added");

  // No JavaScript: no browser dialog could ask, so the server asks on the item's card.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await signIn(plain, adminAccount);
    await expect(plain).toHaveURL(/\/admin$/);
    await plain.goto("/admin/media");
    const item = card(plain, name);
    await item.getByRole("button", { name: `Excluir ${name}` }).click();
    const question = item.getByRole("alert");
    await expect(question).toContainText(`Excluir “${name}” da biblioteca? Esta ação não pode ser desfeita.`);
    await question.getByRole("link", { name: "Cancelar" }).click();
    await expect(item.getByRole("alert")).toHaveCount(0);
    await expect(item).toBeVisible();

    await item.getByRole("button", { name: `Excluir ${name}` }).click();
    await item.getByRole("alert").getByRole("button", { name: "Confirmar" }).click();
    await expect(card(plain, name)).toHaveCount(0);
    await expect(plain.getByRole("heading", { name: "Media Library", level: 1 })).toBeVisible();
  } finally {
    await context.close();
    await page.bringToFront();
  }
});

test("refuses a text file named .png with a message", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 415/);
  await openMedia(page);
  const upload = page.getByRole("region", { name: "Enviar arquivos" });
  await upload.getByLabel("Imagens").setInputFiles({
    name: "nao-e-imagem.png",
    mimeType: "image/png",
    buffer: Buffer.from("Apenas texto, não uma imagem.\n"),
  });
  await upload.getByRole("button", { name: "Enviar imagens" }).click();
  await expectToast(page, "Tipo de arquivo não aceito", "“nao-e-imagem.png” não é uma imagem");
  await expect(upload.getByText("não é uma imagem JPEG, PNG, WebP, AVIF ou GIF válida.")).toBeVisible();
  await expect(upload.getByLabel("Imagens")).toHaveAttribute("aria-invalid", "true");
  await checkA11y(page);
});

test("works on a phone: the forms and the grid in one column", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openMedia(page);
  const first = page.getByRole("article").first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkA11y(page);
  await context.close();
});
