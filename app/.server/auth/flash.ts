import { type AppLoadContext, createCookie, redirect } from "react-router";
import type { FlashNotice } from "~/lib/notice";

/**
 * A notice for the next page (Post/Redirect/Get): an action redirects with it, the root loader
 * reads it once (readFlash) and the root shows it as a toast. Kept in a short-lived signed
 * cookie. A request carrying it is never served from or stored in the page cache (any cookie but
 * the attribution one makes a page private).
 */

export type { FlashNotice };

export type FlashCookie = ReturnType<typeof createFlashCookie>;

export function createFlashCookie(options: { secret: string; secure: boolean }) {
  return createCookie("cota_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: options.secure,
    secrets: [options.secret],
    maxAge: 60,
  });
}

/** The Set-Cookie value that carries `notice` to the next page. */
export function flashCookieHeader(context: AppLoadContext, notice: FlashNotice): Promise<string> {
  return context.services.flashCookie.serialize(notice);
}

/**
 * A redirect (303) that shows `notice` on the page it leads to. The flash cookie rides on the
 * redirect itself, which also tells the browser's router to reload every loader, the root's too.
 */
export async function redirectWithNotice(
  context: AppLoadContext,
  to: string,
  notice: FlashNotice,
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append("Set-Cookie", await flashCookieHeader(context, notice));
  return redirect(to, { status: 303, headers });
}

/** Notices an action of this very request left for the page it answers with (see showNotice). */
const noticesOfRequest = new WeakMap<AppLoadContext, FlashNotice>();

/**
 * Shows `notice` on the page the action answers with when it does not redirect (a refused form
 * stays on its page with its field errors). It travels the same way as a redirect's: in the
 * flash cookie, read by the root loader when it reloads after the action. A post without
 * JavaScript renders the page in the same request: the root loader takes it from here then.
 */
export async function showNotice(context: AppLoadContext, notice: FlashNotice): Promise<void> {
  noticesOfRequest.set(context, notice);
  context.responseCookies.append("Set-Cookie", await flashCookieHeader(context, notice));
}

/**
 * Reads the notice left for this page and clears it: the clearing cookie goes out through the
 * request's response cookies (attached to whatever answer the request gets). Only the root
 * loader calls it.
 */
export async function readFlash(request: Request, context: AppLoadContext): Promise<FlashNotice | null> {
  const cookie = context.services.flashCookie;
  const cookieHeader = request.headers.get("Cookie");
  const carried = Boolean(cookieHeader?.includes(`${cookie.name}=`));
  const ownNotice = noticesOfRequest.get(context);
  if (ownNotice) {
    // Shown now, in this very answer: the cookie must not show it again on the next page.
    withoutCookie(context.responseCookies, cookie.name);
    if (carried) context.responseCookies.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    return ownNotice;
  }
  if (!carried) return null;
  const value = (await cookie.parse(cookieHeader)) as unknown;
  context.responseCookies.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return isNotice(value) ? value : null;
}

function withoutCookie(cookies: Headers, name: string): void {
  const kept = cookies.getSetCookie().filter((cookie) => !cookie.startsWith(`${name}=`));
  cookies.delete("Set-Cookie");
  for (const cookie of kept) cookies.append("Set-Cookie", cookie);
}

function isNotice(value: unknown): value is FlashNotice {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FlashNotice).title === "string" &&
    ["undefined", "string"].includes(typeof (value as FlashNotice).description)
  );
}
