import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { type AdTags, adTagsSchema } from "~/forms/ad-tags";
import { readAdTags, saveAdTags } from "./ad-tags";

/** The "Tags de anúncio" screen's reads and its save (app/routes/admin.ad-tags.tsx). */

export async function readAdTagsScreen(db: Database) {
  const stored = await readAdTags(db);
  const { revision, savedAt, savedBy, ...tags } = stored;
  return { tags, revision, savedLine: savedAt ? await savedLineOf(db, savedAt, savedBy) : null };
}

async function savedLineOf(db: Database, savedAt: string, savedBy: string | null): Promise<string> {
  const when = new Date(savedAt).toLocaleString("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  });
  const name = savedBy ? await nameOf(db, savedBy) : null;
  return `Salvas em ${when}${name ? ` por ${name}` : ""}.`;
}

async function nameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export type AdTagsFormValues = Record<keyof AdTags, string>;

export type AdTagsSaveOutcome =
  | { ok: true; notice: string }
  | {
      ok: false;
      status: 400 | 409;
      notice: string;
      errors: Partial<Record<keyof AdTags | "form", string>>;
      values: AdTagsFormValues;
    };

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** Checks the form's values and stores them over the revision the form was opened on. */
export async function saveAdTagsFrom(
  db: Database,
  formData: FormData,
  by: string,
): Promise<AdTagsSaveOutcome> {
  const values: AdTagsFormValues = {
    googleTagId: text(formData, "googleTagId"),
    googleAdsLabel: text(formData, "googleAdsLabel"),
    metaPixelId: text(formData, "metaPixelId"),
  };
  const editedFrom = text(formData, "editedFrom");
  if (!/^\d{1,9}$/.test(editedFrom)) {
    return {
      ok: false,
      status: 400,
      notice: "Abra a tela de novo e salve outra vez.",
      errors: { form: "O formulário veio incompleto. Abra a tela de novo e salve outra vez." },
      values,
    };
  }
  const parsed = adTagsSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof AdTags, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof AdTags;
      errors[field] ??= issue.message;
    }
    return { ok: false, status: 400, notice: "Confira os campos destacados.", errors, values };
  }
  const saved = await saveAdTags(db, parsed.data, Number(editedFrom), by);
  if (!saved.ok) {
    const current = await readAdTags(db);
    const name = current.savedBy ? await nameOf(db, current.savedBy) : null;
    const message = `${name ?? "Outra pessoa"} salvou as tags enquanto você editava. Recarregue a tela para ver o que está valendo antes de salvar de novo.`;
    return { ok: false, status: 409, notice: message, errors: { form: message }, values };
  }
  const on = parsed.data.googleTagId || parsed.data.metaPixelId;
  return {
    ok: true,
    notice: on
      ? "Tags salvas: os visitantes verão o aviso de cookies de publicidade."
      : "Tags desligadas: o site não carrega nada de terceiros.",
  };
}
