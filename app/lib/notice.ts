/**
 * A notice shown to the person as a toast: one visible at a time, for 5 seconds. A finished
 * action redirects with one (the flash cookie, app/.server/auth/flash.ts); the root loader reads
 * it once and the root shows it.
 */
export type Notice = { title: string; description?: string; variant?: "success" | "error" | "info" };

/** A notice carried by the flash cookie; a sign-out one is also told to the other open admin tabs. */
export type FlashNotice = Notice & {
  /** Told to the admin tabs still open in this browser (BroadcastChannel), e.g. after sign-out. */
  event?: "signed-out";
};
