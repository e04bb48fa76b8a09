import type { Page } from "@playwright/test";
import { testAdmin } from "../support/admin-server";
import { findFreePort } from "../support/free-port";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer } from "../support/server-process";
import { expectToast } from "./support/auth";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * A campaign page scheduled on one instance goes live on another (docs/decisions/060): two
 * instances of the production build on one throwaway PostgreSQL, as the README runs several.
 * The admin, in Chromium on instance A, builds a campaign landing page from its template and
 * schedules its publish for the first whole minute at least a minute ahead (Brasília time, as
 * the form asks); nobody is signed in anywhere after that, and instance B answers the page
 * within a minute of that time. (The e2e suite's own server runs on an embedded database: this
 * test starts its own PostgreSQL and servers, with the shipped poll interval of the schedule.)
 */

const campaignPath = `/campanha-agendada-${Date.now().toString(36)}`;
const campaignTitle = "Campanha de fim de ano";

/** `at` as the admin types it in the form: Brasília's date and time, to the minute. */
function brasiliaMinute(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Sao_Paulo",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function signInAt(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel("E-mail").fill(testAdmin.email);
  await page.getByLabel("Senha").fill(testAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`${baseUrl}/admin`);
}

test.describe("a page scheduled on one instance", () => {
  let cluster: PostgresCluster | undefined;
  const instances: ServerProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startPostgresCluster();
    // One after the other: the first applies the migrations, the second finds them done.
    for (let index = 0; index < 2; index++) {
      const port = await findFreePort();
      instances.push(
        await startServer({
          port,
          databaseUrl: cluster.url,
          env: {
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            ADMIN_EMAIL: testAdmin.email,
            ADMIN_PASSWORD: testAdmin.password,
            LOG_LEVEL: "warn",
          },
        }),
      );
    }
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await cluster?.stop();
  });

  test("goes live on the other instance at its time, with nobody signed in", async ({ page, request }) => {
    test.setTimeout(240_000);
    const [a, b] = instances;
    await signInAt(page, a.url);
    await page.goto(`${a.url}/admin/paginas`);
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Nova página" });
    await form.getByLabel("Título").fill(campaignTitle);
    await form.getByLabel("Endereço").fill(campaignPath);
    await form.getByLabel("Modelo").selectOption({ label: "Landing page de campanha" });
    await form.getByRole("button", { name: "Criar página" }).click();
    await expectToast(page, "Página criada");
    await expect(page.getByRole("heading", { level: 1, name: campaignTitle })).toBeVisible();
    await waitForHydration(page);

    // The first whole minute at least a minute ahead.
    const runAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await page.getByLabel("Data e hora (horário de Brasília)").fill(brasiliaMinute(runAt));
    await page.getByRole("button", { name: "Agendar publicação do rascunho" }).click();
    await expectToast(page, "Agendado");
    // Listed as scheduled, with the button that would cancel it.
    await expect(page.getByRole("button", { name: /^Cancelar: .+ em / })).toBeVisible();
    // Nobody is signed in from here on.
    await page.context().clearCookies();
    await page.close();

    // Not live yet, on either instance.
    for (const instance of [a, b]) {
      expect((await request.get(`${instance.url}${campaignPath}`, { maxRedirects: 0 })).status()).toBe(404);
    }
    // Then on B, within a minute of its time (the schedule's poll and B's page cache following).
    const waitMs = runAt.getTime() - Date.now() + 60_000;
    await expect
      .poll(async () => (await request.get(`${b.url}${campaignPath}`, { maxRedirects: 0 })).status(), {
        timeout: waitMs,
        intervals: [1_000],
      })
      .toBe(200);
    const liveAt = Date.now();
    expect(liveAt).toBeGreaterThanOrEqual(runAt.getTime());
    test.info().annotations.push({
      type: "live on B",
      description: `${Math.round((liveAt - runAt.getTime()) / 1000)} s after its time`,
    });
    const html = await (await request.get(`${b.url}${campaignPath}`)).text();
    expect(html).toContain(`<title>${campaignTitle} | Cota Fácil</title>`);
    // A campaign landing page hides the header's navigation.
    expect(html).toContain('header nav[aria-label="Navegação principal"]');
    expect((await request.get(`${a.url}${campaignPath}`)).status()).toBe(200);
  });
});
