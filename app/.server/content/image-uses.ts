import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentSections, contentSectionVersions, media } from "~/.server/db/schema";
import { checkStoredValue, schemaVersionOf } from "~/content/registry/schema-versions";
import { sections } from "~/content/registry/sections";
import {
  fieldElementId,
  fieldLabel,
  imageFieldsUsing,
  type SectionRegistry,
  valueAt,
  withValueAt,
} from "~/content/registry/values";

/**
 * Where the media library's images are used (docs/decisions/018): the `image` fields of every
 * section's published value and draft (the page heroes and the logo among them). The media
 * screen names these places before a delete; a confirmed delete first replaces the image where
 * it is used (a section's own field, like a hero's image: the section's default image, which for
 * the logo is none; a list item: the site's placeholder image), so a public page never points at
 * an image that is gone.
 */

export const REPLACED_IMAGE = "/images/image-placeholder.svg";

export type ImageUse = { label: string; href: string };

const appRegistry = sections as unknown as SectionRegistry;

/** Image address → the places that use it. */
export async function findImageUses(
  db: Database,
  registry: SectionRegistry = appRegistry,
): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  const add = (url: string, use: ImageUse) => uses.set(url, [...(uses.get(url) ?? []), use]);

  for (const row of await db.select().from(contentSections)) {
    const definition = registry[row.sectionId];
    if (!definition) continue;
    for (const [value, which] of [
      [row.published, ""],
      [row.draft, " (rascunho)"],
    ] as const) {
      if (value == null) continue;
      for (const path of imageFieldsUsing(definition.fields, value)) {
        add(String(valueAt(value, path)), {
          label: `${definition.label} › ${fieldLabel(definition.fields, path)}${which}`,
          href: `/admin/content/${definition.id}#${fieldElementId(path)}`,
        });
      }
    }
  }
  return uses;
}

/**
 * What takes a deleted image's place: for a field of the section itself (a hero's image), the
 * section's default image, or none when the default is none (the logo: the page then shows the
 * logo's symbol and text); inside a list, whose items have no default of their own, the
 * placeholder.
 */
function replacementImage(definition: SectionRegistry[string], path: string, gone: Set<string>): string {
  if (path.includes("[")) return REPLACED_IMAGE;
  const fallback = valueAt(definition.defaults, path);
  return typeof fallback === "string" && !gone.has(fallback) ? fallback : REPLACED_IMAGE;
}

/** Every address the media library serves (its images and their resized copies). */
export async function libraryAddresses(db: Database): Promise<Set<string>> {
  const rows = await db.select({ url: media.url, variants: media.variants }).from(media);
  return new Set(rows.flatMap((row) => [row.url, ...row.variants.map((variant) => variant.url)]));
}

/** An image a value names that no longer exists, and what would stand in for it. */
export type MissingImage = { field: string; label: string; url: string; replacement: string };

/**
 * The images of `value` that are gone: neither in the media library nor one of the site's own
 * images (/images/…), as an old version names an image deleted since. Each with what a delete
 * puts in its place.
 */
export function missingImages(
  definition: SectionRegistry[string],
  value: unknown,
  library: Set<string>,
): MissingImage[] {
  const isMissing = (url: string) => url !== "" && !url.startsWith("/images/") && !library.has(url);
  const gone = new Set(
    imageFieldsUsing(definition.fields, value)
      .map((path) => String(valueAt(value, path)))
      .filter(isMissing),
  );
  return imageFieldsUsing(definition.fields, value).flatMap((path) => {
    const url = String(valueAt(value, path));
    if (!gone.has(url)) return [];
    const label = fieldLabel(definition.fields, path);
    return [{ field: path, label, url, replacement: replacementImage(definition, path, gone) }];
  });
}

/** `value` with its missing images replaced as a delete would have (see `missingImages`). */
export function withoutMissingImages(
  definition: SectionRegistry[string],
  value: unknown,
  library: Set<string>,
) {
  return missingImages(definition, value, library).reduce(
    (next, { field, replacement }) => withValueAt(next, field, replacement),
    value,
  );
}

/** The places using any of `urls` (an image's address and those of its resized copies). */
export function usesOf(uses: Map<string, ImageUse[]>, urls: readonly string[]): ImageUse[] {
  return urls.flatMap((url) => uses.get(url) ?? []);
}

/** Who deleted the image, and its name: the versions the replacement makes say so. */
export type ImageRelease = { userId: string | null; imageName: string };

/** The reason a version made by a delete's replacement gives on the section's history. */
export const deletedImageReason = (imageName: string) => `Imagem excluída: ${imageName}`;

/**
 * Before a confirmed delete: every use of `urls` replaced, in one transaction. A published value
 * that changes is a publish nobody made by hand: it is kept as a version of the section (by the
 * admin who deleted, with the reason), so the history shows it and can restore what was before.
 */
export async function releaseImage(
  db: Database,
  urls: readonly string[],
  release: ImageRelease,
  registry: SectionRegistry = appRegistry,
): Promise<void> {
  const gone = new Set(urls);
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const row of await tx.select().from(contentSections)) {
      const definition = registry[row.sectionId];
      if (!definition) continue;
      const replace = (value: unknown) => {
        let next = value;
        for (const path of imageFieldsUsing(definition.fields, value)) {
          if (gone.has(String(valueAt(value, path)))) {
            next = withValueAt(next, path, replacementImage(definition, path, gone));
          }
        }
        return next;
      };
      // Image fields are found with today's fields: an older stored value is read in today's shape.
      const published = inTodaysShape(definition, row.published, row.publishedSchemaVersion);
      const draft = inTodaysShape(definition, row.draft, row.draftSchemaVersion);
      const nextPublished = published.value == null ? published.value : replace(published.value);
      const nextDraft = draft.value == null ? draft.value : replace(draft.value);
      if (nextPublished !== published.value || nextDraft !== draft.value) {
        await tx
          .update(contentSections)
          .set({
            published: nextPublished,
            publishedSchemaVersion: published.schemaVersion,
            draft: nextDraft,
            draftSchemaVersion: draft.schemaVersion,
          })
          .where(eq(contentSections.sectionId, row.sectionId));
      }
      if (nextPublished !== published.value) {
        await tx.insert(contentSectionVersions).values({
          sectionId: row.sectionId,
          value: nextPublished,
          publishedBy: release.userId,
          publishedAt: now,
          schemaVersion: published.schemaVersion,
          reason: deletedImageReason(release.imageName),
        });
      }
    }
  });
}

/** A stored value migrated to today's schema when it fits it; else as stored, with its version. */
function inTodaysShape(definition: SectionRegistry[string], stored: unknown, schemaVersion: number) {
  if (stored == null) return { value: stored, schemaVersion };
  const checked = checkStoredValue(definition, stored, schemaVersion);
  return checked.ok
    ? { value: checked.value, schemaVersion: schemaVersionOf(definition) }
    : { value: stored, schemaVersion };
}

export const deletedImageMessage = "Esta imagem foi excluída da biblioteca de mídia: escolha outra.";

/**
 * A publish that names an upload the library no longer has (deleted while this editor was open)
 * is refused at that field: the page would show a broken image. Null when every image is there.
 */
export async function deletedUploadErrors(
  db: Database,
  definition: SectionRegistry[string],
  value: unknown,
): Promise<Record<string, string[]> | null> {
  const uploads = imageFieldsUsing(definition.fields, value).filter((path) =>
    String(valueAt(value, path)).startsWith("/uploads/"),
  );
  if (uploads.length === 0) return null;
  const library = await libraryAddresses(db);
  const gone = uploads.filter((path) => !library.has(String(valueAt(value, path))));
  return gone.length ? Object.fromEntries(gone.map((path) => [path, [deletedImageMessage]])) : null;
}
