import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { logRequestError } from "~/.server/http/request-errors";
import { scriptsAfterFirstPaint } from "~/.server/http/scripts-after-paint";
import { partsReady } from "~/components/islands";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * An error a loader or action threw, or React Router's own refusal of a request (a method a
 * route does not take), as one JSON log line instead of React Router's default multi-line
 * console.error: a client error at info without a stack, a server fault at error with it
 * (request-errors.ts). A request the client gave up on is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext>).services?.logger;
  const details = { method: request.method, path: new URL(request.url).pathname };
  if (logger) logRequestError(logger, error, details);
  else console.error(JSON.stringify({ level: 50, msg: "request error", ...details, err: String(error) }));
};

/**
 * Server rendering. Every page is rendered fully before it is sent ("onAllReady"): the public
 * pages have no slow streamed parts, and a complete document is what crawlers and a visitor
 * without JavaScript need. The CSP nonce made per request in server.ts reaches React here.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await partsReady();
  const nonce = loadContext.nonce;

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Write every Suspense boundary in place: React would otherwise move large ones to the
        // end of the document behind an inline script, and a visitor without JavaScript would
        // never see them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page cache moves a page's scripts to a file of their own (page-scripts.ts) from
          // React Router's output as it is.
          if (isPublicPage(routerContext) && !loadContext.scriptsInOwnFile) {
            // The page is complete here; its scripts are rewritten to start after the first
            // paint (docs/decisions/028), which needs the whole document at once.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("error", reject);
            body.on("end", () => {
              const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            pipe(body);
            return;
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        // An error inside a page part (components/islands.tsx): its Suspense boundary leaves
        // the part out and the rest of the page is sent as usual, with its status; the browser
        // does not draw the part either. An error outside every part fails the whole render
        // (onShellError), and the route's error page answers.
        onError(error: unknown) {
          loadContext.services?.logger.error({ err: error }, "render error: a page part left out");
        },
      },
    );
  });
}

/** A page of the public site (its shell's route matched), not the admin area or sign-in. */
function isPublicPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => match.route.id === "routes/site-layout");
}
