import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { mediaFiles } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";

/**
 * Where uploaded files live: in the database (table media_files), so that every instance on one
 * PostgreSQL serves every upload (docs/decisions/021). The rest of the media
 * code only sees this interface: a file is a key (a random name) with a public URL, so moving to
 * a bucket means another implementation of it and nothing else.
 */
export type MediaStorage = {
  /** Stores the bytes under `key` (see storageKey); answers the file's public URL. */
  save(key: string, bytes: Buffer): Promise<string>;
  /** Removes a file by its public URL; URLs outside this storage and missing files are ignored. */
  removeByUrl(url: string): Promise<void>;
};

/** Public path the uploads are served under (app/.server/media/uploads-handler.ts). */
export const UPLOADS_URL_PREFIX = "/uploads/";

/** Only names storageKey makes: 32 hex digits, an optional -suffix, an extension. */
const KEY_PATTERN = /^[a-f0-9]{32}(-[a-z0-9]+)?\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A random base name shared by one upload's files (the original and its variants). */
export function newUploadId(): string {
  return crypto.randomBytes(16).toString("hex");
}

export function storageKey(uploadId: string, extension: string, suffix?: string): string {
  const key = `${uploadId}${suffix ? `-${suffix}` : ""}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** The content type of a stored file, from the extension its key got from the image's bytes. */
const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  // Only names this storage makes: a stored URL can never point anywhere else.
  return isStorageKey(key) ? key : null;
}

/** Files as rows of media_files, served by uploads-handler.ts on every instance. */
export function createDatabaseStorage(db: Database): MediaStorage {
  return {
    async save(key, bytes) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      // A plain insert: a random name never replaces an existing file (the key is unique).
      await db.insert(mediaFiles).values({
        key,
        contentType: contentTypeOfKey(key),
        bytes,
        size: bytes.byteLength,
      });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      const key = keyOfUrl(url);
      if (key) await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
    },
  };
}

/** The storage the media library uses: the database. */
export function mediaStorage(db: Database): MediaStorage {
  return createDatabaseStorage(db);
}

/** The folder where uploads were written before they moved to the database. */
export function legacyUploadsDirectory(config: Pick<AppConfig, "DATA_DIR">): string {
  return path.resolve(config.DATA_DIR, "uploads");
}

/**
 * Copies files an older version wrote to DATA_DIR/uploads into the database, so their URLs keep
 * working on every instance. Run at start-up: files already copied are skipped (the key is
 * unique), so it can run on every start; the files themselves are left where they are.
 * Answers how many files were copied.
 */
export async function importLegacyUploads(
  db: Database,
  directory: string,
  logger: Pick<Logger, "info">,
): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(directory)).filter(isStorageKey);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No folder (a fresh install, or DATA_DIR not used): nothing to copy.
    if (code === "ENOENT" || code === "ENOTDIR") return 0;
    throw error;
  }
  if (names.length === 0) return 0;
  const present = new Set(
    (await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, names))).map(
      (row) => row.key,
    ),
  );
  let copied = 0;
  for (const key of names) {
    if (present.has(key)) continue;
    const file = path.join(directory, key);
    const stat = await fs.lstat(file);
    if (!stat.isFile()) continue;
    const bytes = await fs.readFile(file);
    // Another instance starting on the same folder may copy the same file first: not an error.
    const inserted = await db
      .insert(mediaFiles)
      .values({ key, contentType: contentTypeOfKey(key), bytes, size: bytes.byteLength })
      .onConflictDoNothing({ target: mediaFiles.key })
      .returning({ key: mediaFiles.key });
    copied += inserted.length;
  }
  logger.info(
    { directory, copied, alreadyInDatabase: present.size },
    `media: copied ${copied} uploaded file(s) from ${directory} into the database`,
  );
  return copied;
}
