import crypto from "node:crypto";
import { adminAccount, signIn } from "./support/auth";
import { expect, test } from "./support/fixtures";

/**
 * Admin writes must come from the site's own pages (app/.server/http/same-origin.ts). A browser
 * without JavaScript posts plain HTML forms: it sends the Origin header itself, so signing in and
 * saving an admin form keep working.
 */

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

test("an admin form posted without JavaScript is accepted, with the browser's own Origin", async ({
  page,
  baseURL,
}) => {
  const posts: { url: string; origin: string | undefined }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push({ url: request.url(), origin: request.headers().origin });
  });

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/admin/media");
  const name = `Sem JavaScript ${crypto.randomBytes(3).toString("hex")}`;
  const form = page.getByRole("region", { name: "Adicionar por URL" });
  await form.getByLabel("URL da imagem").fill("/media-samples/modelo-home.webp");
  await form.getByLabel("Nome").fill(name);
  await form.getByRole("button", { name: "Adicionar imagem" }).click();

  await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
  const mediaPost = posts.find((post) => new URL(post.url).pathname === "/admin/media");
  expect(mediaPost?.origin).toBe(new URL(baseURL!).origin);
});
