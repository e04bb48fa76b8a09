import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";

export type OutboxWorker = { wake(): void; stop(): Promise<void> };

export function startOutboxWorker(_deps: { db: Database; config: AppConfig; logger: Logger }): OutboxWorker {
  return { wake() {}, async stop() {} };
}
