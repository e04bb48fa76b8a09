import { useEffect } from "react";
import { type Notice, notify } from "~/components/ui/toaster";

/** The channel through which open admin tabs hear that this browser signed out. */
export const AUTH_CHANNEL = "cota-auth";

export type FlashNoticeData = Notice & { event?: "signed-out" };

/**
 * Shows the notice a redirect left for this page (Post/Redirect/Get) as a toast; without
 * JavaScript it is shown in the page instead (the box is hidden once the root marks <html> with
 * .js, before the first paint). A sign-out notice is also told to the other tabs.
 */
export function FlashNotice({ notice }: { notice: FlashNoticeData | null }) {
  useEffect(() => {
    if (!notice) return;
    notify(notice);
    if (notice.event === "signed-out" && typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.postMessage({ type: "signed-out" });
      channel.close();
    }
  }, [notice]);

  if (!notice) return null;
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
