import { loadConfig } from "~/.server/config";
import { type ContactFormDefinition, readContactForm } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import { seedDefaults } from "~/.server/db/seed";
import { submitContactLead } from "~/.server/leads/intake";
import { createLogger } from "~/.server/logger";
import { startOutboxWorker } from "~/.server/outbox/worker";
import { contactFormData } from "./contact-lead";

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
}

/** The delivery worker on `db`, configured from `env`, logging nothing. Stop it when done. */
export function startTestWorker(db: Database, env: Record<string, string> = {}) {
  return startOutboxWorker({ db, config: testConfig(env), logger: createLogger("silent") });
}

/** Sends one lead through intake as the page action does. */
export async function sendLead(
  db: Database,
  options: {
    formData?: FormData;
    clientIp?: string;
    env?: Record<string, string>;
    attribution?: Record<string, string>;
    landingPath?: string;
    contactForm?: ContactFormDefinition;
  } = {},
) {
  await seedDefaults(db);
  return submitContactLead(
    { db, config: testConfig(options.env) },
    {
      formData: options.formData ?? contactFormData(),
      attribution: options.attribution ?? {},
      landingPath: options.landingPath,
      clientIp: options.clientIp ?? "203.0.113.7",
      pagePath: "/",
      contactForm: options.contactForm ?? (await readContactForm(db)),
      tradingName: "Cota Fácil",
    },
  );
}
