import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * How `npm run admin:create` reaches the running server instead of opening its database (an
 * embedded database may have one holder only): at start the server writes its local address and
 * a fresh random token to DATA_DIR/admin-api.json (readable by its owner only); POST
 * /api/admin/users accepts that token and nothing else. The file goes when the server stops.
 */

export const ADMIN_API_FILE = "admin-api.json";

export type AdminApiFile = { url: string; token: string; pid: number };

export function createAdminApiToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function writeAdminApiFile(dataDir: string, contents: AdminApiFile): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_API_FILE);
  fs.writeFileSync(file, `${JSON.stringify(contents)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function readAdminApiFile(dataDir: string): AdminApiFile | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, ADMIN_API_FILE), "utf8")) as AdminApiFile;
    return typeof parsed.url === "string" && typeof parsed.token === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is still this server's (another instance may have replaced it). */
export function removeAdminApiFile(dataDir: string, token: string): void {
  if (readAdminApiFile(dataDir)?.token === token) {
    fs.rmSync(path.join(dataDir, ADMIN_API_FILE), { force: true });
  }
}

/** Whether the request carries `Authorization: Bearer <token>` with this server's token. */
export function hasAdminApiToken(request: Request, token: string): boolean {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
