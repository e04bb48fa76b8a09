/**
 * Who may do what in the admin (docs/decisions/048). Three roles share the admin area:
 * Administrador (everything), Editor (the site's pages and sections, media, styling, the forms'
 * texts) and Vendas (the leads). The role is the users table's `role` column; "user" is a
 * visitor with an account and never enters /admin. Each admin route declares, in its `handle`,
 * the roles its loader and its action allow; the server checks them (requireRole), and the
 * sidebar, dashboard and screens show only what the role may use (can).
 */

export const adminRoles = ["admin", "editor", "sales"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const roleLabels: Record<AdminRole, string> = {
  admin: "Administrador",
  editor: "Editor",
  sales: "Vendas",
};

export function isAdminRole(role: unknown): role is AdminRole {
  return (adminRoles as readonly unknown[]).includes(role);
}

/** The things a role may do, each named after the part of the admin it opens. */
const capabilities = {
  /** Dashboard, own account settings, the admin's not-found page. */
  panel: ["admin", "editor", "sales"],
  /** Content Management: sections' drafts, previews, publishing, versions. */
  content: ["admin", "editor"],
  media: ["admin", "editor"],
  styling: ["admin", "editor"],
  /** The contact form's labels, placeholders, button and messages. */
  formTexts: ["admin", "editor"],
  /** Where leads are delivered: the contact form's webhook address, the addresses mailed each lead. */
  webhooks: ["admin"],
  /** The leads: list, detail, CSV, resend. */
  leads: ["admin", "sales"],
  /** Campanhas: visits counted by the site beside the leads, by page and campaign (links to the leads). */
  campaigns: ["admin", "sales"],
  /** Deleting leads (one, or all of them). */
  leadsDelete: ["admin"],
  /** Site Data Management: snapshots, export, import, restore, reset. */
  siteData: ["admin"],
  users: ["admin"],
  /** The advertising tags: they change the consent banner, the CSP and the privacy policy. */
  adTags: ["admin"],
  /** Auditoria: who did what, who saw leads. */
  audit: ["admin"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type Capability = keyof typeof capabilities;

/** The roles that have a capability. */
export function rolesFor(...wanted: Capability[]): readonly AdminRole[] {
  return adminRoles.filter((role) =>
    wanted.some((c) => (capabilities[c] as readonly string[]).includes(role)),
  );
}

/** Whether `role` has the capability (an unknown role has none). */
export function can(role: string | null | undefined, capability: Capability): boolean {
  return (capabilities[capability] as readonly string[]).includes(role ?? "");
}

/**
 * What an admin route declares: the roles its loader allows and, when it has an action, the
 * roles its action allows (an action may check a narrower role for one of its intents).
 */
export type AdminRouteRoles = { loader: readonly AdminRole[]; action?: readonly AdminRole[] };
export type AdminRouteHandle = { roles: AdminRouteRoles };
