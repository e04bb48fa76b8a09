import { staticPart } from "~/components/islands";

/**
 * The signed-in visitor's account menu and panel need no script (a native popover and a plain
 * sign-out form), so they stay server HTML: their code is never sent with a page, and the
 * anonymous visitors' pages do not carry it at all.
 */
export const VisitorAccountMenu = staticPart(() =>
  import("./visitor-account").then((module) => module.VisitorAccountMenu),
);

export const VisitorAccountPanel = staticPart(() =>
  import("./visitor-account").then((module) => module.VisitorAccountPanel),
);
