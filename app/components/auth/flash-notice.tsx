import { useEffect, useState } from "react";
import { notify } from "~/components/ui/toaster";
import type { FlashNotice } from "~/lib/notice";

/** The channel through which open admin tabs hear that this browser signed out. */
export const AUTH_CHANNEL = "cota-auth";

export type FlashNoticeData = FlashNotice;

/**
 * Shows the notice a redirect left for this page (Post/Redirect/Get) as a toast: the one place
 * notices are shown, called once in the root with what the root loader read. A sign-out notice
 * is also told to the other tabs.
 */
export function useFlashNotice(notice: FlashNotice | null) {
  useEffect(() => {
    if (!notice) return;
    notify(notice);
    if (notice.event === "signed-out" && typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.postMessage({ type: "signed-out" });
      channel.close();
    }
  }, [notice]);
}

/**
 * The same notice without JavaScript: shown in the page instead (the box is hidden once the root
 * marks <html> with .js, before the first paint, and gone once React has taken the page over, so
 * later notices are toasts only).
 */
export function NoScriptNotice({ notice }: { notice: FlashNotice | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!notice || hydrated) return null;
  return (
    <div
      role="status"
      className="mx-auto my-4 max-w-xl rounded-lg border border-border bg-white px-4 py-3 text-center text-ink shadow-sm [.js_&]:hidden"
    >
      <strong className="block">{notice.title}</strong>
      {notice.description && <span className="text-sm text-muted">{notice.description}</span>}
    </div>
  );
}
