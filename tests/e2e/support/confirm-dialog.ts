import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The page's own confirmation dialog (app/components/ui/alert-dialog.tsx), answered like a
 * person would: it must show `question`, then `answer` (a button's exact name) is clicked.
 */
export async function answerConfirmation(page: Page, question: string | RegExp, answer: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  // Focus starts on the safe answer.
  await expect(dialog.getByRole("button", { name: /^(Cancelar|Cancel|Continuar editando)$/ })).toBeFocused();
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The browser's own confirm() boxes seen on `page` (each dismissed): a test expects none. */
export function browserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    if (dialog.type() === "beforeunload") return;
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}
