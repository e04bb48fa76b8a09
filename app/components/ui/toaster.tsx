import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import type { Toaster as SonnerToaster } from "sonner";

/**
 * Notices (toasts): one visible at a time, each for 5 s. The toast library is
 * loaded with the first notice rather than with every page, keeping it out of the public
 * pages' JavaScript budget.
 */

export type Notice = { title: string; description?: string; variant?: "success" | "error" | "info" };

const toastContrast = {
  fontFamily: "var(--font-sans)",
  "--success-text": "#0b6b35",
  "--error-text": "#b3131b",
  "--info-text": "#0a5599",
} as React.CSSProperties;

type ToasterComponent = ComponentType<ComponentProps<typeof SonnerToaster>>;

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

/**
 * `publicSite`: on the public pages the notices rise from the bottom of the window, so they never
 * cover the sticky header or its menu button (a phone has room for nothing else up there); the
 * admin and sign-in screens keep them at the top.
 */
export function LazyToaster({ publicSite = false }: { publicSite?: boolean }) {
  const [library, setLibrary] = useState<typeof import("sonner") | null>(null);

  useEffect(() => {
    let loading = false;
    loadToaster = () => {
      if (loading) return;
      loading = true;
      void import("sonner").then(setLibrary);
    };
    if (queued.length > 0) loadToaster();
    return () => {
      loadToaster = null;
    };
  }, []);

  // Runs once the Toaster is mounted (its own effects run first), so no notice is dropped.
  useEffect(() => {
    if (!library) return;
    show = ({ title, description, variant = "info" }) => {
      const options = { description };
      if (variant === "success") library.toast.success(title, options);
      else if (variant === "error") library.toast.error(title, options);
      else library.toast(title, options);
    };
    const pending = queued;
    queued = [];
    for (const notice of pending) show(notice);
    return () => {
      show = null;
    };
  }, [library]);

  if (!library) return null;
  const Toaster = library.Toaster as ToasterComponent;
  return (
    <Toaster
      position={publicSite ? "bottom-center" : "top-center"}
      richColors
      closeButton
      visibleToasts={1}
      duration={5000}
      // Darker text than the library's rich colours, which miss WCAG AA contrast (4.5:1); and
      // the site's font (the library sets a system font of its own).
      style={toastContrast}
    />
  );
}
