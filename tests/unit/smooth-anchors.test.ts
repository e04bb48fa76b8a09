import { describe, expect, it } from "vitest";
import { sectionHref } from "~/components/site/shell/navigation";
import { inPageTargetId } from "~/lib/smooth-anchors";

describe("inPageTargetId", () => {
  it("takes plain hash links on any page", () => {
    expect(inPageTargetId("#contato", "/")).toBe("contato");
    expect(inPageTargetId("#faq", "/modelo-home")).toBe("faq");
  });

  it("takes '/#id' links only on the home page", () => {
    expect(inPageTargetId("/#beneficios", "/")).toBe("beneficios");
    expect(inPageTargetId("/#beneficios", "/thank-you")).toBeNull();
  });

  it("ignores links that leave the page or point nowhere", () => {
    expect(inPageTargetId(null, "/")).toBeNull();
    expect(inPageTargetId("#", "/")).toBeNull();
    expect(inPageTargetId("/auth", "/")).toBeNull();
    expect(inPageTargetId("/modelo-home#contato", "/")).toBeNull();
    expect(inPageTargetId("https://wa.me/5511999991234", "/")).toBeNull();
  });

  it("decodes encoded ids", () => {
    expect(inPageTargetId("#se%C3%A7%C3%A3o", "/")).toBe("seção");
    expect(inPageTargetId("#100%", "/")).toBe("100%");
  });
});

describe("sectionHref", () => {
  it("is a plain hash on the home page and '/#id' elsewhere", () => {
    expect(sectionHref("/", "contato")).toBe("#contato");
    expect(sectionHref("/privacidade", "contato")).toBe("/#contato");
  });
});
