import { count } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { media, siteSettings } from "~/.server/db/schema";

/**
 * The four images a fresh site's library starts with, local files in
 * public/media-samples (made from the model pages' artwork), never a third-party host.
 */
export const mediaSamples = [
  { url: "/media-samples/modelo-office.webp", name: "Modelo Office", size: 22296 },
  { url: "/media-samples/modelo-home.webp", name: "Modelo Home", size: 20870 },
  { url: "/media-samples/modelo-prime.webp", name: "Modelo Prime", size: 25286 },
  { url: "/media-samples/modelo-loja.webp", name: "Modelo Loja", size: 20286 },
].map((sample) => ({
  ...sample,
  alt: `Ilustração do ${sample.name}`,
  type: "image/webp",
  width: 960,
  height: 789,
}));

/** Marks (in site_settings) that the samples were offered once. */
export const MEDIA_SAMPLES_MARKER = "mediaSamplesSeeded";

/**
 * Adds the samples once in the life of a database: the marker row is claimed first (only one of
 * several instances starting together wins it), and only an empty library gets them. A sample
 * the admin deletes stays deleted after a restart.
 */
export async function seedMediaSamples(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ section: MEDIA_SAMPLES_MARKER, settings: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing({ target: siteSettings.section })
      .returning({ id: siteSettings.id });
    if (claimed.length === 0) return;
    const [{ rows }] = await tx.select({ rows: count() }).from(media);
    if (rows > 0) return;
    await tx.insert(media).values(mediaSamples.map((sample) => ({ ...sample, source: "sample" as const })));
  });
}
