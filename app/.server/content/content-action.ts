import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { checkImageAddress, needsImageCheck } from "~/.server/media/image-address";
import { type ContentFormValues, contentFormSchema } from "~/forms/site-content";
import type { Notice } from "~/lib/notice";
import { readContentForm, saveContentForm } from "./content-admin";

/** What /admin/content's action answers: the form's result (field errors) and a notice. */
export type ContentActionData = { result?: SubmissionResult<string[]>; notice?: Notice };

/** admin-and-auth.md §8 "Admin screens" and "Success notices". */
export const contentNotices = {
  saved: { title: "Content saved", variant: "success" },
  partial: {
    title: "Some changes could not be saved",
    description: "There were errors saving to the database. See console for details.",
    variant: "error",
  },
  unexpected: {
    title: "Error saving content",
    description: "An unexpected error occurred. Please try again.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

/** 'Save All Changes': validates every tab, then upserts them all (content-admin.ts). */
export async function handleContentAction(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const answer = (body: ContentActionData, status = 200) => data<ContentActionData>(body, { status });

  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  if (formData.get("intent") !== "save") return answer({}, 400);

  const submission = parseWithZod(formData, { schema: contentFormSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);

  const { config } = context.services;
  const brokenImages = await checkChangedImages(await readContentForm(db), submission.value, {
    allowPrivateNetwork: !config.isProduction,
    maxBytes: config.MEDIA_MAX_UPLOAD_BYTES,
  });
  if (Object.keys(brokenImages).length > 0) {
    return answer({ result: submission.reply({ fieldErrors: brokenImages }) }, 400);
  }

  try {
    const failures = await saveContentForm(db, submission.value, admin.user.id);
    if (failures.length > 0) {
      for (const { target, error } of failures) {
        logger.error({ err: error, target, userId: admin.user.id }, "content management: a save failed");
      }
      return answer({ result: submission.reply(), notice: contentNotices.partial }, 500);
    }
    logger.info({ userId: admin.user.id }, "content management: content saved");
    return answer({ result: submission.reply(), notice: contentNotices.saved });
  } catch (error) {
    logger.error({ err: error, userId: admin.user.id }, "content management: saving failed");
    return answer({ result: submission.reply(), notice: contentNotices.unexpected }, 500);
  }
}

/**
 * The image addresses (page heroes, logo) that changed, checked to answer with an image; the
 * field name of each broken one with its message. Unchanged ones are not fetched again: a save
 * does not wait on, nor fail for, an image that was accepted before.
 */
async function checkChangedImages(
  stored: ContentFormValues,
  submitted: ContentFormValues,
  options: Parameters<typeof checkImageAddress>[1],
): Promise<Record<string, string[]>> {
  const fields: { name: string; before: string; after: string }[] = [
    ...Object.entries(submitted.pages).map(([pageId, hero]) => ({
      name: `pages.${pageId}.imageSrc`,
      before: stored.pages[pageId as keyof ContentFormValues["pages"]]?.imageSrc ?? "",
      after: hero.imageSrc,
    })),
    { name: "logo.imageUrl", before: stored.logo.imageUrl, after: submitted.logo.imageUrl },
  ];
  const changed = fields.filter(
    (field) => field.after.trim() !== field.before.trim() && needsImageCheck(field.after),
  );
  const checks = await Promise.all(changed.map((field) => checkImageAddress(field.after.trim(), options)));
  return Object.fromEntries(
    changed.flatMap((field, index) => {
      const check = checks[index];
      return check.ok ? [] : [[field.name, [check.reason]]];
    }),
  );
}
