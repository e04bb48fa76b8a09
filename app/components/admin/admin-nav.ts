import {
  ArrowLeft,
  ClipboardList,
  FileText,
  Image,
  LayoutDashboard,
  type LucideIcon,
  Palette,
} from "lucide-react";

/** The admin sidebar: the admin screens in their order, with their English names. */
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const adminNav: AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/content", label: "Content Management", icon: FileText },
  { to: "/admin/media", label: "Media", icon: Image },
  { to: "/admin/styling", label: "Styling", icon: Palette },
  { to: "/admin/forms", label: "Forms", icon: ClipboardList },
];

export const backToSite: AdminNavItem = { to: "/", label: "Back to Site", icon: ArrowLeft };
