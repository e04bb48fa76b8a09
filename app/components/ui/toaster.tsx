import { useEffect, useState } from "react";
import type { Notice } from "~/lib/notice";

/**
 * Notices as toasts: one visible at a time, for 5 seconds. The toast library and the notices'
 * look (toaster-view.tsx) are loaded with the first notice rather than with every page, keeping
 * them out of the public pages' JavaScript budget.
 */

export type { Notice };

type ToasterModule = typeof import("./toaster-view");

let queued: Notice[] = [];
let show: ((notice: Notice) => void) | null = null;
let loadToaster: (() => void) | null = null;

export function notify(notice: Notice): void {
  if (show) {
    show(notice);
    return;
  }
  queued.push(notice);
  loadToaster?.();
}

/** `publicSite`: notices rise from the bottom of the window on the public pages (see ToasterView). */
export function LazyToaster({ publicSite = false }: { publicSite?: boolean }) {
  const [view, setView] = useState<ToasterModule | null>(null);

  useEffect(() => {
    let loading = false;
    loadToaster = () => {
      if (loading) return;
      loading = true;
      void import("./toaster-view").then(setView);
    };
    if (queued.length > 0) loadToaster();
    return () => {
      loadToaster = null;
    };
  }, []);

  // Runs once the Toaster is mounted (its own effects run first), so no notice is dropped.
  useEffect(() => {
    if (!view) return;
    show = view.showNotice;
    const pending = queued;
    queued = [];
    for (const notice of pending) show(notice);
    return () => {
      show = null;
    };
  }, [view]);

  return view ? <view.ToasterView publicSite={publicSite} /> : null;
}
