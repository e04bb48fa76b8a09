import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { PreviewLinks } from "./preview-links";

/**
 * Keeps an admin's preview on the links to the other pages showing the previewed section
 * (lib/preview-links.ts). That code is fetched only while a preview is under way: visitors'
 * pages never load it.
 */
export function usePreviewLinks(preview: PreviewLinks | null): void {
  const navigate = useNavigate();
  const section = preview?.section;
  const pages = preview?.pages?.join("\n");
  useEffect(() => {
    if (section === undefined) return;
    const kept: PreviewLinks = { section, pages: pages === undefined ? null : pages.split("\n") };
    let stop: (() => void) | null = null;
    let left = false;
    void import("./preview-links").then(({ followPreviewLinks }) => {
      if (!left) stop = followPreviewLinks(kept, navigate);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [section, pages, navigate]);
}
