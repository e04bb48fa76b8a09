import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { handleContactSubmission, safeRedirectUrl } from "./contact-action";

/**
 * The action of a page that carries the contact form, for a visitor without JavaScript:
 * a stored lead goes to the redirect URL (Post/Redirect/Get); otherwise the page is drawn
 * again with the answer (errors in Portuguese, or the success message when no redirect is set).
 */
export async function contactPageAction(request: Request, context: AppLoadContext, pagePath: string) {
  const { result, httpStatus } = await handleContactSubmission(request, context, pagePath);
  if (result.status === "success") {
    const target = safeRedirectUrl(result.redirectUrl);
    if (target) throw redirect(target, 303);
  }
  return data(result, { status: httpStatus });
}
