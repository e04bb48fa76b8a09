/**
 * What the header and its menus share, kept apart from the navigation lists (which the header
 * gets as data, and the menus with their own code).
 */

/** The elements holding the header's menus, which hydrate when the visitor reaches for them. */
export const segmentMenuId = "menu-segmentos";
export const mobileMenuId = "menu-celular-area";

/** 'Admin' for a signed-in administrator, 'Login' for anyone else. */
export function accountLink(isAdmin: boolean): { to: string; label: string } {
  return isAdmin ? { to: "/admin", label: "Admin" } : { to: "/auth", label: "Login" };
}
