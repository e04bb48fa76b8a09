import { z } from "zod";
import { isConfirmed } from "~/.server/admin/confirmation";
import { type AuditWho, withAudit } from "~/.server/audit/audit-log";
import { releaseImage } from "~/.server/content/image-uses";
import { FormBodyRejected, readFormBody } from "~/.server/http/form-body";
import type { AppServices } from "~/.server/services";
import { type FieldErrors, fieldErrorsOf } from "~/forms/field-errors";
import { contentMessages, isLoadableImageUrl } from "~/forms/web-addresses";
import type { Notice } from "~/lib/notice";
import {
  checkImageAddress,
  checkSiteImagePath,
  type ImageAddressCheck,
  needsImageCheck,
  siteStaticRoot,
} from "./image-address";
import { formatBytes, MediaRejected, type PreparedImage, prepareImage } from "./images";
import { addMediaByUrl, addUploadedImage, deleteMedia, findMedia } from "./library";
import { mediaStorage } from "./storage";

/**
 * What /admin/media does on the server: add an image by URL and name, upload image files, delete
 * an item. The route checks access and reads the body within its limit (readMediaForm); each
 * intent answers the screen's data with its HTTP status. The screen posts with fetchers, which
 * keep the answer (a form is cleared on success, a card asks for its confirmation), so the
 * answers are data, not redirects; their notices go the one way (showNotice).
 */

export type MediaIntent = "adicionar" | "enviar" | "excluir";

export type MediaActionData = {
  intent?: MediaIntent;
  notice?: Notice;
  fieldErrors?: FieldErrors<"url" | "name" | "alt" | "files">;
  /** Bumped on success so the screen can clear its form. */
  ok?: boolean;
  /** The item whose delete was sent unconfirmed: the screen asks on its card (confirmation.ts). */
  awaitingConfirmation?: string;
};

/** Files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 10;
const NAME_MAX = 120;
const ALT_MAX = 300;
const URL_MAX = 2048;

/** The spec's English titles, so the whole notice is in English. */
export const mediaNotices = {
  missingInformation: {
    title: "Missing information",
    description: "Please provide both URL and name for the image.",
    variant: "error",
  },
  added: (name: string): Notice => mediaAdded(`“${name}” was added to the library.`),
  uploaded: (names: string[]): Notice =>
    mediaAdded(
      names.length === 1
        ? `“${names[0]}” was uploaded to the library.`
        : `${names.length} images were uploaded to the library.`,
    ),
} satisfies Record<string, Notice | ((...args: never[]) => Notice)>;

export type MediaOutcome = { status: number; body: MediaActionData };

function answer(body: MediaActionData, status: number): MediaOutcome {
  return { status, body };
}

const byUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .max(URL_MAX, contentMessages.tooLong(URL_MAX))
    .refine(isLoadableImageUrl, contentMessages.imageUrl),
  name: z.string().trim().max(NAME_MAX, contentMessages.tooLong(NAME_MAX)),
  alt: z.string().trim().max(ALT_MAX, contentMessages.tooLong(ALT_MAX)),
});

const deleteSchema = z.object({ id: z.uuid() });

/**
 * Whether the address answers with an image: a remote one is fetched, a path on this site is
 * looked up where the server would take it from (an upload, a static file), so a page or a
 * missing file is refused with the same messages.
 */
function checkAddedImage(
  url: string,
  { config, db }: Pick<AppServices, "config" | "db">,
  maxBytes: number,
): Promise<ImageAddressCheck> {
  if (needsImageCheck(url)) {
    return checkImageAddress(url, { allowPrivateNetwork: !config.isProduction, maxBytes });
  }
  return checkSiteImagePath(url, { db, staticRoot: siteStaticRoot(config.isProduction), maxBytes });
}

/** The posted form, or why it could not be read: the form's size limit fits the largest upload. */
export function readMediaForm(request: Request, maxFileBytes: number) {
  return readFormWithin(request, maxFileBytes * MAX_FILES_PER_UPLOAD + 1024 * 1024);
}

export async function runMediaIntent(
  { config, db, logger }: Pick<AppServices, "config" | "db" | "logger">,
  form: Awaited<ReturnType<typeof readMediaForm>>,
  /** The admin sending the form: a delete's replacements are recorded as theirs, the delete audited. */
  who: AuditWho,
): Promise<MediaOutcome> {
  const adminId = who.actorId ?? "";
  const maxFileBytes = config.MEDIA_MAX_UPLOAD_BYTES;
  if (form === "too-large") {
    return answer(
      {
        intent: "enviar",
        notice: tooLargeNotice(maxFileBytes),
        fieldErrors: { files: tooLargeNotice(maxFileBytes).description },
      },
      413,
    );
  }
  if (form === "unreadable" || form === "not-a-form") {
    return answer(
      { notice: { title: "Envio inválido", description: "Tente de novo.", variant: "error" } },
      form === "not-a-form" ? 415 : 400,
    );
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");

  switch (intent) {
    case "adicionar": {
      const url = text("url").trim();
      const name = text("name").trim();
      if (!url || !name) {
        return answer(
          {
            intent,
            notice: mediaNotices.missingInformation,
            fieldErrors: {
              ...(url ? {} : { url: "Informe a URL da imagem." }),
              ...(name ? {} : { name: "Informe o nome da imagem." }),
            },
          },
          400,
        );
      }
      const parsed = byUrlSchema.safeParse({ url, name, alt: text("alt") });
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf<"url" | "name" | "alt">(parsed.error);
        return answer(
          {
            intent,
            fieldErrors,
            notice: {
              title: "Dados inválidos",
              description: Object.values(fieldErrors)[0],
              variant: "error",
            },
          },
          400,
        );
      }
      const image = await checkAddedImage(parsed.data.url, { config, db }, maxFileBytes);
      if (!image.ok) {
        logger.info({ url: parsed.data.url, reason: image.reason }, "media: image address refused");
        return answer(
          {
            intent,
            fieldErrors: { url: image.reason },
            notice: { title: "Imagem não encontrada", description: image.reason, variant: "error" },
          },
          400,
        );
      }
      await addMediaByUrl(db, parsed.data);
      return answer({ intent, ok: true, notice: mediaNotices.added(parsed.data.name) }, 200);
    }

    case "enviar": {
      const files = form
        .getAll("files")
        .filter((item): item is File => typeof item !== "string" && item.name !== "");
      if (files.length === 0) {
        const description = "Escolha uma ou mais imagens para enviar.";
        return answer(
          {
            intent,
            notice: { title: "Nenhum arquivo selecionado", description, variant: "error" },
            fieldErrors: { files: description },
          },
          400,
        );
      }
      if (files.length > MAX_FILES_PER_UPLOAD) {
        const description = `Envie no máximo ${MAX_FILES_PER_UPLOAD} imagens de cada vez.`;
        return answer(
          {
            intent,
            notice: { title: "Arquivos demais", description, variant: "error" },
            fieldErrors: { files: description },
          },
          400,
        );
      }
      // Every file is checked before any is stored: an upload is taken whole or not at all.
      const prepared: { name: string; image: PreparedImage }[] = [];
      try {
        for (const file of files) {
          const fileName = displayFileName(file.name);
          const bytes = Buffer.from(await file.arrayBuffer());
          prepared.push({
            name: nameFromFile(fileName),
            image: await prepareImage(fileName, bytes, maxFileBytes),
          });
        }
      } catch (error) {
        if (!(error instanceof MediaRejected)) throw error;
        return answer(
          {
            intent,
            notice: { title: error.title, description: error.description, variant: "error" },
            fieldErrors: { files: error.description },
          },
          error.title === "Arquivo muito grande" ? 413 : 415,
        );
      }
      const storage = mediaStorage(db);
      for (const item of prepared) await addUploadedImage(db, storage, item);
      logger.info({ files: prepared.length }, "media uploaded");
      const notice = mediaNotices.uploaded(prepared.map((item) => item.name));
      return answer({ intent, ok: true, notice }, 200);
    }

    case "excluir": {
      const parsed = deleteSchema.safeParse({ id: text("id") });
      if (parsed.success && !isConfirmed(form)) {
        return answer({ intent, awaitingConfirmation: parsed.data.id }, 200);
      }
      // Wherever the image is used, it is replaced first (image-uses.ts): no page shows it broken.
      const item = parsed.success ? await findMedia(db, parsed.data.id) : null;
      if (item) {
        await releaseImage(db, [item.url, ...item.variants.map((variant) => variant.url)], {
          userId: adminId,
          imageName: item.name,
        });
      }
      const removed = item
        ? await withAudit(
            db,
            who,
            (gone: Awaited<ReturnType<typeof deleteMedia>>) =>
              gone && { action: "media.delete", target: { type: "media", id: gone.id, label: gone.name } },
            (tx) => deleteMedia(tx, mediaStorage(tx), item.id),
          )
        : null;
      if (!removed) {
        return answer(
          {
            intent,
            notice: {
              title: "Imagem não encontrada",
              description: "Ela pode já ter sido excluída.",
              variant: "error",
            },
          },
          404,
        );
      }
      return answer(
        {
          intent,
          ok: true,
          notice: {
            title: "Imagem excluída",
            description: `“${removed.name}” foi removida da biblioteca.`,
            variant: "success",
          },
        },
        200,
      );
    }

    default:
      return answer(
        {
          notice: {
            title: "Ação desconhecida",
            description: "Recarregue a página e tente de novo.",
            variant: "error",
          },
        },
        400,
      );
  }
}

function mediaAdded(description: string): Notice {
  return { title: "Media added", description, variant: "success" };
}

function tooLargeNotice(maxFileBytes: number): Notice & { description: string } {
  return {
    title: "Arquivo muito grande",
    description: `O envio passa do limite de ${formatBytes(maxFileBytes)} por imagem (até ${MAX_FILES_PER_UPLOAD} imagens de cada vez).`,
    variant: "error",
  };
}

/** A file name fit for a message: no path, no control characters, not too long. */
function displayFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!clean) return "arquivo";
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

/** The library name of an uploaded file: its name without the extension. */
function nameFromFile(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim();
  return (withoutExtension || fileName).slice(0, NAME_MAX);
}

/** The upload's form within its own, larger limit (the shared reader in http/form-body.ts). */
async function readFormWithin(
  request: Request,
  maxBytes: number,
): Promise<FormData | "too-large" | "unreadable" | "not-a-form"> {
  try {
    return await readFormBody(request, maxBytes);
  } catch (error) {
    if (!(error instanceof FormBodyRejected)) throw error;
    return error.status === 413 ? "too-large" : error.status === 415 ? "not-a-form" : "unreadable";
  }
}
