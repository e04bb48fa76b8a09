import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { type MediaVariant, media } from "~/.server/db/schema";
import type { PreparedImage } from "./images";
import { type MediaStorage, newUploadId, storageKey } from "./storage";

/** The media library in the database (rows) and the storage (uploaded files). */

export type MediaItem = typeof media.$inferSelect;

/** Newest first; items added together (the samples) by name. */
export async function listMedia(db: Database): Promise<MediaItem[]> {
  return db.select().from(media).orderBy(desc(media.createdAt), asc(media.name), asc(media.id));
}

export async function addMediaByUrl(db: Database, item: { url: string; name: string; alt?: string }) {
  const [row] = await db
    .insert(media)
    .values({ url: item.url, name: item.name, alt: item.alt ?? "", source: "url" })
    .returning();
  return row;
}

/**
 * Stores an upload's files (the original and its WebP copies, one random base name) and then
 * its row. Files written before a failure are removed again, so nothing is left unlisted.
 */
export async function addUploadedImage(
  db: Database,
  storage: MediaStorage,
  item: { name: string; alt?: string; image: PreparedImage },
): Promise<MediaItem> {
  const id = newUploadId();
  const saved: string[] = [];
  try {
    const { original } = item.image;
    const url = await storage.save(storageKey(id, original.extension), original.bytes);
    saved.push(url);
    const variants: MediaVariant[] = [];
    for (const variant of item.image.variants) {
      const variantUrl = await storage.save(storageKey(id, "webp", `w${variant.width}`), variant.bytes);
      saved.push(variantUrl);
      variants.push({
        url: variantUrl,
        width: variant.width,
        height: variant.height,
        size: variant.bytes.byteLength,
        type: variant.type,
      });
    }
    const [row] = await db
      .insert(media)
      .values({
        url,
        name: item.name,
        alt: item.alt ?? "",
        size: original.bytes.byteLength,
        type: original.type,
        width: original.width,
        height: original.height,
        source: "upload",
        variants,
      })
      .returning();
    return row;
  } catch (error) {
    await Promise.allSettled(saved.map((url) => storage.removeByUrl(url)));
    throw error;
  }
}

export async function findMedia(db: Database, id: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/**
 * Deletes a row and, for an upload, its files. The row goes first: a file left behind by a
 * failure is only unused space, while a row without its file would be a broken image.
 */
export async function deleteMedia(
  db: Database,
  storage: MediaStorage,
  id: string,
): Promise<MediaItem | null> {
  const [row] = await db.delete(media).where(eq(media.id, id)).returning();
  if (!row) return null;
  if (row.source === "upload") {
    await Promise.allSettled(
      [row.url, ...row.variants.map((variant) => variant.url)].map((url) => storage.removeByUrl(url)),
    );
  }
  return row;
}
