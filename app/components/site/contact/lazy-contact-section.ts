import { partWhenVisible } from "~/components/islands";

/**
 * The #contato section as a page part: server HTML on a page load, hydrated when it nears the
 * screen or the visitor focuses or touches the form (components/islands.tsx), so its code (the
 * form, its options and phone mask, ~6 KB gzip) is not part of a page's first load. Without
 * JavaScript it posts as a plain form, as before; what a visitor types or sends before it has
 * hydrated is kept and sent once it has.
 */
export const ContactSection = partWhenVisible("contato", () =>
  import("./contact-section").then((module) => module.ContactSection),
);
