import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests: Debian's Chromium against the production build on a fresh embedded
 * database per run. Playwright loads this file in the runner and in each worker; the data
 * directory is decided once (in the runner) and handed down through the environment, so tests
 * can read process.env.E2E_DATA_DIR and process.env.E2E_BASE_URL.
 */

const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_PORT = String(port);
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), "cota-e2e", `${Date.now()}-${process.pid}`);
const baseURL = process.env.E2E_BASE_URL;
// A real webhook receiver runs beside the e2e server; tests read what it got (support/lead-receiver.ts).
process.env.E2E_WEBHOOK_URL ??= `http://127.0.0.1:${port + 1}`;
// The admin that start-up ensures (ADMIN_EMAIL/ADMIN_PASSWORD); tests sign in with it.
process.env.E2E_ADMIN_EMAIL ??= "admin.e2e@cotafacil.com.br";
process.env.E2E_ADMIN_PASSWORD ??= "admin-e2e-senha";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Two cores: one browser at a time keeps timings stable.
  workers: 1,
  fullyParallel: false,
  // A flaky test gets fixed, not retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // A step that cannot happen fails on its own line, not at the test's time limit.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: "node --import tsx tests/e2e/support/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      // Never a database from the caller's shell: always the fresh embedded one.
      DATABASE_URL: "",
      E2E_WEBHOOK_URL: process.env.E2E_WEBHOOK_URL,
      LEAD_WEBHOOK_URL: `${process.env.E2E_WEBHOOK_URL}/lead`,
      EXPO_WEBHOOK_URL: `${process.env.E2E_WEBHOOK_URL}/expo`,
      LEAD_RATE_LIMIT_PER_HOUR: "1000",
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // Every sign-in of the run comes from one address; mails are read from the dev mailbox.
      AUTH_RATE_LIMIT_MULTIPLIER: "50",
      DEV_MAILBOX_ENDPOINT: "1",
      // The server's daily backup, made soon after start: the dashboard shows it.
      BACKUP_DIR: path.join(process.env.E2E_DATA_DIR, "backups"),
      BACKUP_HOUR: "0",
      WEBHOOK_RETRY_SCALE: "0.001",
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "warn",
      // The expo's shipped days (June 2025) are still ahead for this server, so visits can be booked.
      EXPO_TODAY: "2025-06-20",
    },
  },
});
