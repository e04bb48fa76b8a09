import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import type { Notice } from "~/components/ui/toaster";
import { contentFormSchema } from "~/forms/site-content";
import { saveContentForm } from "./content-admin";

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
  const answer = (body: ContentActionData, status = 200) =>
    data<ContentActionData>(body, { status, headers: admin.headers });

  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  if (formData.get("intent") !== "save") return answer({}, 400);

  const submission = parseWithZod(formData, { schema: contentFormSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);

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
