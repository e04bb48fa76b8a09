import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpFields, Visitor } from "../support/auth-client";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";
import { currentTotpStep, secretOfTotpUri, totpCode } from "../support/totp";

/**
 * Failed sign-ins and the account they aim at (docs/decisions/009), with real sign-ins from
 * distinct loopback addresses (127.0.0.0/8; TRUST_PROXY unset, so the socket address counts):
 * ten failures from one address lock that address out of the account, not its owner elsewhere;
 * fifty from everywhere stop password-only sign-in, while a browser that signed in before, the
 * mailed reset link and a TOTP second factor still get the owner in.
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const lockedEverywhere = "Para entrar agora, use &#x27;Esqueci minha senha&#x27;";

describe("account lockout", () => {
  let server: ServerProcess;
  let smtp: SmtpListener;
  const from = (address: string) => new Visitor(server.url, { localAddress: address });
  const signIn = (visitor: Visitor, email: string, password: string) =>
    visitor.post("/auth", { intent: "login", email, password });

  /** `count` wrong passwords on `email`, ten from each address of `prefix`.N (N from 1). */
  async function failFromMany(email: string, count: number, prefix: string) {
    for (let i = 0; i < count; i++) {
      const answer = await signIn(from(`${prefix}.${Math.floor(i / 10) + 1}`), email, "senha-chutada");
      expect(answer.status, `failure ${i + 1}`).toBe(401);
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    const port = await findFreePort();
    server = await startServer({
      port,
      timeoutMs: 120_000,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        OUTBOX_POLL_MS: "50",
        WEBHOOK_RETRY_SCALE: "0.001",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  let knownBrowserCookies: [string, string][] = [];

  it("ten failures from one address lock that address out, not the owner signing in elsewhere", async () => {
    await failFromMany(admin.email, 10, "127.0.5");
    // The attacking address gets nowhere, even with the right password.
    const attacker = await signIn(from("127.0.5.1"), admin.email, admin.password);
    expect(attacker.status).toBe(429);
    expect(attacker.text).toContain("Muitas tentativas");

    const owner = from("127.0.7.1");
    const signedIn = await signIn(owner, admin.email, admin.password);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/admin");
    // The browser keeps what marks it as known; its session ends (signed out).
    knownBrowserCookies = [...owner.cookies].filter(([name]) => !name.includes("session"));
    expect(knownBrowserCookies.length).toBeGreaterThan(0);
  });

  it("fifty failures from everywhere stop password-only sign-in; a known browser and the reset link still get in", async () => {
    // 10 failures so far (first test); 40 more from four other addresses.
    await failFromMany(admin.email, 40, "127.0.9");
    const stranger = from("127.0.10.1");
    const refused = await signIn(stranger, admin.email, admin.password);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(lockedEverywhere);

    const known = from("127.0.10.2");
    for (const [name, value] of knownBrowserCookies) known.cookies.set(name, value);
    const knownSignIn = await signIn(known, admin.email, admin.password);
    expect(knownSignIn.status).toBe(303);
    expect(knownSignIn.location).toBe("/admin");

    // The owner on a new device: "Esqueci minha senha", the mailed link, a new password.
    smtp.reset();
    const reset = await stranger.post("/auth?tab=recuperar", { intent: "recuperar", email: admin.email });
    expect(reset.status).toBe(303);
    const [mail] = await smtp.waitForMails(1, { to: admin.email });
    const link = mail.links.find((l) => l.includes("/auth/nova-senha?token="));
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get("token")!;
    const saved = await stranger.post(link!, {
      token,
      password: "senha-nova-123",
      confirmPassword: "senha-nova-123",
    });
    expect(saved.status).toBe(303);
    const after = await signIn(stranger, admin.email, "senha-nova-123");
    expect(after.status).toBe(303);
    expect(after.location).toBe("/admin");
  });

  it("an account with a second factor still reaches the code step after fifty failures", async () => {
    const email = "dois.fatores@example.com.br";
    const password = "segredo-2fa";
    const owner = from("127.0.11.1");
    smtp.reset();
    expect((await owner.post("/auth?tab=cadastro", signUpFields(email, password))).status).toBe(303);
    const [mail] = await smtp.waitForMails(1, { to: email });
    const confirm = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect((await owner.get(confirm!)).status).toBe(302);
    expect((await signIn(owner, email, password)).status).toBe(303);
    const enabled = await owner.postJson("/api/auth/two-factor/enable", { password });
    expect(enabled.status, enabled.text).toBe(200);
    const secret = secretOfTotpUri(JSON.parse(enabled.text).totpURI);
    const setUpStep = currentTotpStep();
    const verified = await owner.postJson("/api/auth/two-factor/verify-totp", {
      code: totpCode(secret, setUpStep),
    });
    expect(verified.status, verified.text).toBe(200);

    await failFromMany(email, 50, "127.0.12");
    const device = from("127.0.13.1");
    const step = await signIn(device, email, password);
    expect(step.status).toBe(303);
    expect(step.location).toBe("/auth?tab=verificacao");
    // The next step's code: the set-up's may not sign in again.
    const done = await device.post("/auth", { intent: "verificacao", code: totpCode(secret, setUpStep + 1) });
    expect(done.status, done.text.slice(0, 300)).toBe(303);
    expect(device.signedIn()).toBe(true);
  });
});
