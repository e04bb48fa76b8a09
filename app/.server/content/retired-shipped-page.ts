import { type AppLoadContext, redirect } from "react-router";
import { destinationFor } from "~/forms/redirects";
import { notFoundAnswer } from "./not-found-page";
import { shippedPagesRetired } from "./page-store";
import { findRedirect } from "./redirects";

/**
 * A shipped page the team retired from "Páginas" (the expo page, docs/decisions/076) still has
 * its route in code, so its loader asks here first: while it is retired the address answers
 * HTTP 301 to the page chosen when retiring (the redirect, as the "Redirecionamentos" screen
 * shows it, with the visitor's query kept), or 404 with the not-found page without one. Counted
 * as the catch-all route counts them. Returns when the page is on the site. Its action does not
 * ask: a form sent from the page after it was retired is still taken (docs/decisions/080).
 */
export async function leaveIfRetired(request: Request, context: AppLoadContext, path: string): Promise<void> {
  const { services } = context;
  if (!(await shippedPagesRetired(context)).has(path)) return;
  const moved = await findRedirect(services.db, path);
  if (moved) {
    services.addressLog.redirected(moved.id);
    throw redirect(destinationFor(moved.toUrl, new URL(request.url).search), 301);
  }
  services.addressLog.notFound(path);
  throw await notFoundAnswer(request, context);
}
