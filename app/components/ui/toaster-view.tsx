import { Toaster, toast } from "sonner";
import type { Notice } from "~/lib/notice";

/**
 * The toast library and how notices look in it: fetched with the first notice (see toaster.tsx),
 * so none of it travels with a page that shows none.
 */

const toastContrast = {
  fontFamily: "var(--font-sans)",
  "--success-text": "#0b6b35",
  "--error-text": "#b3131b",
  "--info-text": "#0a5599",
} as React.CSSProperties;

export function showNotice({ title, description, variant = "info" }: Notice): void {
  const options = { description };
  if (variant === "success") toast.success(title, options);
  else if (variant === "error") toast.error(title, options);
  else toast(title, options);
}

/**
 * `publicSite`: on the public pages the notices rise from the bottom of the window, so they never
 * cover the sticky header or its menu button (a phone has room for nothing else up there); the
 * admin and sign-in screens keep them at the top, and on a phone below their sticky header (the
 * admin's is 64 px, the site's 72 px): the menu button and the account menu stay in reach while
 * a notice shows.
 */
export function ToasterView({ publicSite }: { publicSite: boolean }) {
  return (
    <Toaster
      position={publicSite ? "bottom-center" : "top-center"}
      mobileOffset={publicSite ? undefined : { top: 80 }}
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
