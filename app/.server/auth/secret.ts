import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "~/.server/config";

/**
 * The secret that signs session cookies and encrypts two-factor secrets: AUTH_SECRET when set;
 * otherwise (a laptop, or one instance on the embedded database) a random one generated on the
 * first start and kept in DATA_DIR/auth-secret beside the data it protects. Configuration
 * refuses production on PostgreSQL without AUTH_SECRET: instances must share it.
 */
export function resolveAuthSecret(config: Pick<AppConfig, "AUTH_SECRET" | "DATA_DIR">): {
  secret: string;
  source: "env" | "generated" | "data-dir";
} {
  if (config.AUTH_SECRET) return { secret: config.AUTH_SECRET, source: "env" };
  const file = path.join(config.DATA_DIR, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return { secret: stored, source: "data-dir" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: "generated" };
}
