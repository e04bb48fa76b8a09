import { z } from "zod";
import type { SiteDataSnapshot } from "~/.server/db/schema";
import { CONTACT_FORM_ID, contactFieldNames } from "~/forms/contact";

/**
 * What 'Import JSON' accepts on the dashboard: the site data as 'Export JSON' writes it (a
 * SiteDataSnapshot, version 1). Everything is checked before anything is written: only the
 * pages, sections and forms the site knows, bounded text, addresses a page may follow or load
 * (http(s) or a site path; never javascript:, data: or "//host"), colours as #rrggbb.
 */

export const SITE_DATA_VERSION = 1;

/** Largest file 'Import JSON' reads: an export of this site is a few kilobytes. */
export const SITE_DATA_MAX_BYTES = 512 * 1024;

/** The pages whose hero Content Management edits (app/content/model-pages.ts heroPageId, and home). */
export const contentPageIds = ["home", "office", "home_franchise", "prime", "store"] as const;
export const contentSectionIds = ["hero"] as const;

const shortText = (max: number) => z.string().max(max, { error: `no máximo ${max} caracteres` });

/** A site path ("/uploads/a.webp") or an http(s) address; empty allowed where optional. */
function isSafeUrl(value: string, protocols: readonly string[] = ["http:", "https:"]): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const parsed = new URL(value);
    return protocols.includes(parsed.protocol) && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const siteOrWebUrl = shortText(2048).refine((v) => v === "" || isSafeUrl(v), {
  error: "endereço não permitido (use http(s):// ou um caminho do site)",
});
// Images: the Content-Security-Policy (img-src 'self' https:) lets pages load only these.
const imageUrl = shortText(2048).refine((v) => v === "" || isSafeUrl(v, ["https:"]), {
  error: "endereço não permitido (use https:// ou um caminho do site)",
});
const webUrl = shortText(2048).refine((v) => v === "" || (!v.startsWith("/") && isSafeUrl(v)), {
  error: "endereço não permitido (use http:// ou https://)",
});

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "cor inválida (use #rrggbb)" });
const fontName = z
  .string()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]{0,59}$/u, { error: "nome de fonte inválido" });

const heroContent = z.strictObject({
  title: shortText(300).optional(),
  subtitle: shortText(1000).optional(),
  imageSrc: imageUrl.optional(),
});

const contentRow = z.strictObject({
  pageId: z.enum(contentPageIds, { error: "página desconhecida" }),
  sectionId: z.enum(contentSectionIds, { error: "seção desconhecida" }),
  content: heroContent,
});

const settingsRow = z.discriminatedUnion(
  "section",
  [
    z.strictObject({
      section: z.literal("logo"),
      settings: z.strictObject({ text: shortText(100), imageUrl }).partial(),
    }),
    z.strictObject({
      section: z.literal("socialLinks"),
      settings: z
        .strictObject({ facebook: webUrl, instagram: webUrl, twitter: webUrl, linkedin: webUrl })
        .partial(),
    }),
    z.strictObject({
      section: z.literal("promoBanner"),
      settings: z
        .strictObject({
          text: shortText(300),
          deadline: z
            .string()
            .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/, { error: "data inválida" }),
        })
        .partial(),
    }),
  ],
  { error: "seção de configurações desconhecida" },
);

const stylesRow = z.discriminatedUnion(
  "section",
  [
    z.strictObject({
      section: z.literal("colors"),
      styles: z.strictObject({
        primary: color,
        background: color,
        text: color,
        accent: color,
        border: color,
      }),
    }),
    z.strictObject({
      section: z.literal("typography"),
      styles: z.strictObject({
        headingFont: fontName,
        bodyFont: fontName,
        baseSize: z.string().regex(/^\d{1,2}(\.\d{1,2})?(px|rem)$/, { error: "tamanho inválido" }),
      }),
    }),
  ],
  { error: "seção de estilos desconhecida" },
);

const formField = z.strictObject({
  id: shortText(60).min(1),
  name: z.enum(contactFieldNames, { error: "campo desconhecido" }),
  label: shortText(200),
  type: z.enum(["text", "email", "tel", "select", "textarea", "number", "url", "checkbox"], {
    error: "tipo de campo desconhecido",
  }),
  required: z.boolean(),
  placeholder: shortText(200).optional(),
});

const formRow = z.strictObject({
  formId: z.literal(CONTACT_FORM_ID, { error: "formulário desconhecido" }),
  fields: z.array(formField).max(contactFieldNames.length),
  settings: z.strictObject({
    title: shortText(200).optional(),
    submitButtonText: shortText(100),
    successMessage: shortText(1000),
    redirectUrl: siteOrWebUrl,
    webhookUrl: webUrl,
  }),
});

/** One row per key: two rows for the same page section (or settings section) are refused. */
function unique<T>(key: (row: T) => string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const id = key(row);
      if (seen.has(id))
        ctx.addIssue({ code: "custom", message: `mais de um item para ${id}`, path: [index] });
      seen.add(id);
    });
  };
}

export const siteDataSchema = z.strictObject({
  version: z.literal(SITE_DATA_VERSION, { error: `versão não suportada (esperada ${SITE_DATA_VERSION})` }),
  /** Written by 'Export JSON' for the reader; not stored. */
  exportedAt: z.string().max(40).optional(),
  content: z
    .array(contentRow)
    .max(contentPageIds.length * contentSectionIds.length)
    .superRefine(unique((row) => `${row.pageId}/${row.sectionId}`)),
  settings: z
    .array(settingsRow)
    .max(3)
    .superRefine(unique((row) => row.section)),
  styles: z
    .array(stylesRow)
    .max(2)
    .superRefine(unique((row) => row.section)),
  forms: z
    .array(formRow)
    .max(1)
    .superRefine(unique((row) => row.formId)),
});

export type SiteDataParse = { ok: true; data: SiteDataSnapshot } | { ok: false; message: string };

/** Reads an uploaded file's text: the data to apply, or why it is refused (in Portuguese). */
export function parseSiteDataJson(text: string): SiteDataParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: "O arquivo não é um JSON válido." };
  }
  // Zod's own messages in Portuguese, for what the schema does not word itself.
  const result = siteDataSchema.safeParse(raw, { error: z.locales.pt().localeError });
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return {
      ok: false,
      message: `O arquivo não tem o formato dos dados do site (${where}${issue.message}). Nada foi alterado.`,
    };
  }
  const { exportedAt: _exportedAt, ...data } = result.data;
  return {
    ok: true,
    data: {
      ...data,
      content: data.content.map((row) => ({ ...row, content: definedOnly(row.content) })),
      settings: data.settings.map((row) => ({ ...row, settings: definedOnly(row.settings) })),
    },
  };
}

function definedOnly<T extends Record<string, unknown>>(record: T): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
