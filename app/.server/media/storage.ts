import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "~/.server/config";

/**
 * Where uploaded files live (DESIGN.md: DATA_DIR/uploads now, an S3-compatible bucket later).
 * The rest of the media code only sees this interface: a file is a key (a random name) with a
 * public URL, so moving to a bucket means another implementation of it and nothing else.
 */
export type MediaStorage = {
  /** Stores the bytes under `key` (see storageKey); answers the file's public URL. */
  save(key: string, bytes: Buffer): Promise<string>;
  /** Removes a file by its public URL; URLs outside this storage and missing files are ignored. */
  removeByUrl(url: string): Promise<void>;
};

/** Public path the uploads are served under (server.ts serves the folder there). */
export const UPLOADS_URL_PREFIX = "/uploads/";

/** Only names storageKey makes: 32 hex digits, an optional -suffix, an extension. */
const KEY_PATTERN = /^[a-f0-9]{32}(-[a-z0-9]+)?\.[a-z0-9]+$/;

/** A random base name shared by one upload's files (the original and its variants). */
export function newUploadId(): string {
  return crypto.randomBytes(16).toString("hex");
}

export function storageKey(uploadId: string, extension: string, suffix?: string): string {
  const key = `${uploadId}${suffix ? `-${suffix}` : ""}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

export function uploadsDirectory(config: Pick<AppConfig, "DATA_DIR">): string {
  return path.resolve(config.DATA_DIR, "uploads");
}

/** Files in a folder of this machine (DATA_DIR/uploads), served by server.ts. */
export function createDiskStorage(directory: string): MediaStorage {
  return {
    async save(key, bytes) {
      if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
      await fs.mkdir(directory, { recursive: true });
      // "wx": a random name never overwrites an existing file.
      await fs.writeFile(path.join(directory, key), bytes, { flag: "wx" });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      // Only names this storage makes: a stored URL can never point outside the folder.
      if (!KEY_PATTERN.test(key)) return;
      await fs.rm(path.join(directory, key), { force: true });
    },
  };
}

export function mediaStorage(config: Pick<AppConfig, "DATA_DIR">): MediaStorage {
  return createDiskStorage(uploadsDirectory(config));
}
