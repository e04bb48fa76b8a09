import { data, redirect } from "react-router";
import { readComposedPage } from "~/.server/content/composed-page";
import { notFoundAnswer, readNotFoundPage } from "~/.server/content/not-found-page";
import { drawAfterPost, pageDrawnAfterPost, pageSeenAt } from "~/.server/content/page-seen";
import { findRedirect } from "~/.server/content/redirects";
import { handleExpoSubmission } from "~/.server/leads/expo-action";
import { contactPageAction } from "~/.server/leads/page-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import { expoScheduleQuery } from "~/components/site/blocks/expo-schedule-query";
import type { ContactFormResult, ExpoFormResult } from "~/forms/form-result";
import { destinationFor, normalizedPath } from "~/forms/redirects";
import type { Route } from "./+types/page";

// The head tags are written by the loader and the page is server HTML on a page load
// (components/islands.tsx), as on the other public pages: neither travels as JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * Any path no shipped page claims: the composed page published at that address
 * (docs/decisions/058, 059); else a 301 where the team set a redirect (docs/decisions/052);
 * otherwise logged, counted for the "Redirecionamentos" screen and answered with HTTP 404 and
 * the not-found page (docs/decisions/079).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const { services } = context;
  const drawn = pageDrawnAfterPost(context);
  if (drawn) return { ...drawn, composed: true as const };
  const composed = await readComposedPage(request, context, normalizedPath(path));
  if (composed) return { ...composed, composed: true as const };
  const moved = await findRedirect(services.db, normalizedPath(path));
  if (moved) {
    services.addressLog.redirected(moved.id);
    throw redirect(destinationFor(moved.toUrl, url.search), 301);
  }
  services.addressLog.notFound(normalizedPath(path));
  services.logger.warn({ path }, "page not found");
  // The not-found page the team published on "Páginas", else its default (docs/decisions/079).
  const notFound = await readNotFoundPage(request, context);
  return data({ ...notFound, composed: false as const }, { status: 404 });
}

/**
 * A composed page's form posted without JavaScript: its scheduling form (it posts with
 * `?formulario=agendamento`) or its contact form. The page is drawn again with the answer. A page
 * retired after the visitor opened it takes the form as it would have, and its last published
 * document is drawn once with the answer (docs/decisions/080); where no page was ever published,
 * 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const path = normalizedPath(url.pathname.replace(/\.data$/, ""));
  const seen = await pageSeenAt(request, context, path);
  if (!seen) throw await notFoundAnswer(request, context);
  drawAfterPost(context, seen);
  const composed = seen.page;
  if (url.search.slice(1) === expoScheduleQuery && composed.page.event) {
    const { result, httpStatus } = await handleExpoSubmission(request, context, composed.page.event, path);
    return data(result, { status: httpStatus });
  }
  if (!composed.page.contactForm) throw data(null, { status: 405 });
  return contactPageAction(request, context, path);
}

/** A composed page, or the not-found page: both drawn from blocks. */
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageOfBlocks
      data={loaderData}
      serverResult={actionData as ContactFormResult | ExpoFormResult | undefined}
    />
  );
}
