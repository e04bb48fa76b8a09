import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * Accounts for the end-to-end tests: the admin the e2e server ensures at start-up, new users
 * confirmed through the dev mailbox (GET /__dev/mailbox, on for the e2e server), extra admins
 * through the admin API (the token the server wrote to its data directory), and TOTP codes.
 */

export const adminAccount = {
  email: process.env.E2E_ADMIN_EMAIL ?? "admin.e2e@cotafacil.com.br",
  password: process.env.E2E_ADMIN_PASSWORD ?? "admin-e2e-senha",
};

const baseURL = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:3210";

/** A fresh address for each test run and call. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${crypto.randomBytes(3).toString("hex")}@example.com.br`;
}

type MailboxEntry = { to: string; subject: string; text: string; link: string; status: string };

/** The newest mail to `to` in the dev mailbox, once the worker has delivered it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: (mail: MailboxEntry) => boolean = () => true,
): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as MailboxEntry[];
        found = mails.find((mail) => mail.status === "delivered" && match(mail));
        return Boolean(found);
      },
      { timeout: 15_000, message: `no mail to ${to} in the dev mailbox` },
    )
    .toBe(true);
  return found!;
}

/** Signs up through the form's endpoint and confirms the e-mail with the mailed link. */
export async function createConfirmedUser(
  request: APIRequestContext,
  email: string,
  password = "segredo123",
) {
  const answer = await request.post("/auth?tab=cadastro", {
    form: { intent: "cadastro", fullName: "Usuária de Teste", email, password, confirmPassword: password },
    headers: { origin: baseURL() },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const mail = await waitForMail(request, email, (m) => m.link.includes("/api/auth/verify-email"));
  const verified = await request.get(mail.link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return { email, password };
}

/** A new admin, made through the running server's admin API (as `npm run admin:create` does). */
export async function createAdmin(request: APIRequestContext, email: string, password = "admin-senha-2fa") {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const api = JSON.parse(fs.readFileSync(path.join(dataDir, "admin-api.json"), "utf8")) as { token: string };
  const answer = await request.post("/api/admin/users", {
    data: { email, password, name: "Admin com 2FA" },
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(answer.status()).toBe(201);
  return { email, password };
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret, as an authenticator app computes it. */
export function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Secret.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0xf;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}

/**
 * A toast (sonner) with this title, and this description when given. The newest comes first; an
 * earlier one with the same title may still be leaving, and the description tells them apart.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  let toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
}
