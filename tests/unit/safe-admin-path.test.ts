import { describe, expect, it } from "vitest";
import { safeAdminPath } from "~/.server/auth/session";

describe("safeAdminPath: where /auth sends an admin back to after signing in", () => {
  it("keeps a section whose id has a dot (the heroes, the solutions testimonials)", () => {
    expect(safeAdminPath("/admin/content/hero.home")).toBe("/admin/content/hero.home");
    expect(safeAdminPath("/admin/content/testimonials.solutions")).toBe(
      "/admin/content/testimonials.solutions",
    );
  });

  it("keeps the admin's other screens", () => {
    expect(safeAdminPath("/admin")).toBe("/admin");
    expect(safeAdminPath("/admin/styling")).toBe("/admin/styling");
    expect(safeAdminPath("/admin/content/logo")).toBe("/admin/content/logo");
  });

  it("refuses anything outside /admin, dot segments and other hosts", () => {
    for (const value of [
      null,
      "",
      "/",
      "/administrator",
      "/admin/../auth",
      "/admin/./x",
      "/admin/content/..",
      "//evil.example/admin",
      "https://evil.example/admin",
      "/admin?x=1",
      "/admin/content/hero.home#x",
      "/admin\\\\evil",
    ]) {
      expect(safeAdminPath(value)).toBeNull();
    }
  });
});
