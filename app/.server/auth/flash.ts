import { type AppLoadContext, createCookie, redirect } from "react-router";
import type { Notice } from "~/components/ui/toaster";

/**
 * A notice for the next page (Post/Redirect/Get): an action sets it on its redirect, the page
 * that follows reads it once and shows it as a toast. Kept in a short-lived signed cookie.
 */

export type FlashNotice = Notice & {
  /** Told to the admin tabs still open in this browser (BroadcastChannel), e.g. after sign-out. */
  event?: "signed-out";
};

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

/** A redirect that shows `notice` on the page it leads to; `headers` may carry more cookies. */
export async function redirectWithFlash(
  context: AppLoadContext,
  to: string,
  notice: FlashNotice,
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append("Set-Cookie", await flashCookieHeader(context, notice));
  return redirect(to, { status: 303, headers });
}

/** Reads (and clears) the notice left for this page; `headers` must go out with the answer. */
export async function readFlash(
  request: Request,
  context: AppLoadContext,
): Promise<{ flash: FlashNotice | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("cota_flash=")) return { flash: null, headers };
  const cookie = context.services.flashCookie;
  const value = (await cookie.parse(cookieHeader)) as unknown;
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { flash: isNotice(value) ? value : null, headers };
}

function isNotice(value: unknown): value is FlashNotice {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Notice).title === "string" &&
    ["undefined", "string"].includes(typeof (value as Notice).description)
  );
}
