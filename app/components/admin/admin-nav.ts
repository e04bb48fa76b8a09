import {
  ArrowLeft,
  ClipboardList,
  Files,
  FileText,
  History,
  Image,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Palette,
  Percent,
  ShieldCheck,
  Signpost,
  Users,
} from "lucide-react";
import { type AdminRole, type Capability, can } from "~/lib/admin-roles";

/**
 * The admin sidebar: the admin screens in their order, with their English names, each shown to
 * the roles that may open it (docs/decisions/048).
 */
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

type RoleNavItem = AdminNavItem & { capability: Capability };

const roleNav: RoleNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true, capability: "panel" },
  { to: "/admin/content", label: "Content Management", icon: FileText, capability: "content" },
  { to: "/admin/paginas", label: "Páginas", icon: Files, capability: "content" },
  { to: "/admin/media", label: "Media", icon: Image, capability: "media" },
  { to: "/admin/styling", label: "Styling", icon: Palette, capability: "styling" },
  { to: "/admin/redirecionamentos", label: "Redirecionamentos", icon: Signpost, capability: "content" },
  { to: "/admin/forms", label: "Forms", icon: ClipboardList, capability: "formTexts" },
  { to: "/admin/campanhas", label: "Campanhas", icon: Percent, capability: "campaigns" },
  { to: "/admin/usuarios", label: "Usuários", icon: Users, capability: "users" },
  { to: "/admin/tags", label: "Tags de anúncio", icon: ShieldCheck, capability: "adTags" },
  { to: "/admin/auditoria", label: "Auditoria", icon: History, capability: "audit" },
];

/** Someone with the leads but not the form's texts (Vendas) goes straight to the leads. */
const leadsOnly: AdminNavItem = { to: "/admin/forms/submissions", label: "Leads", icon: Inbox };

/** The sidebar of one role (no role: the error screen drawn without the layout's data). */
export function adminNavFor(role: AdminRole | null): AdminNavItem[] {
  if (!role) return [roleNav[0]];
  const items: AdminNavItem[] = roleNav.filter((item) => can(role, item.capability));
  // Leads sits before Campanhas for Vendas, as Forms does for the others.
  if (can(role, "leads") && !can(role, "formTexts")) {
    const campaigns = items.findIndex((item) => item.to === "/admin/campanhas");
    items.splice(campaigns === -1 ? items.length : campaigns, 0, leadsOnly);
  }
  return items.map(({ to, label, icon, end }) => ({ to, label, icon, end }));
}

export const backToSite: AdminNavItem = { to: "/", label: "Back to Site", icon: ArrowLeft };
