import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { AUTH_CHANNEL } from "~/components/auth/flash-notice";

/**
 * Keeps an open admin tab honest about its session: when another tab of this browser signs out
 * (BroadcastChannel), or when the tab comes back into view, its data is loaded again — and the
 * gate (requireRole in every loader) sends it to /auth if the session is gone.
 */
export function useSessionWatch() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const recheck = () => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
    if (channel) {
      channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === "signed-out") recheck();
      };
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") recheck();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidator]);
}
