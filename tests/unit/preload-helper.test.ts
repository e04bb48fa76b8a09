import { describe, expect, it } from "vitest";
import { preloadHelperSource } from "../../vite.preload-helper";

type Preload = (load: () => Promise<unknown>, files?: string[]) => Promise<unknown>;

/** The helper as the browser build has it, against a recording stand-in for the document. */
function helperIn(pagePreloads: string[] = []) {
  const appended: { rel: string; href: string }[] = [];
  const document = {
    querySelector: (selector: string) =>
      pagePreloads.some((href) => selector === `link[href="${href}"]`) ? {} : null,
    createElement: () => ({ rel: "", href: "" }),
    head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
  };
  const code = preloadHelperSource("/").replace("export const __vitePreload =", "return");
  const preload = new Function("document", code)(document) as Preload;
  return { preload, appended };
}

describe("the preload helper of the browser build", () => {
  it("preloads the files a part's code imports, each once, then imports it", async () => {
    const { preload, appended } = helperIn();
    const loaded = await preload(
      async () => "form",
      ["assets/contact-section-1.js", "assets/lead-form-1.js"],
    );
    expect(loaded).toBe("form");
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/contact-section-1.js" },
      { rel: "modulepreload", href: "/assets/lead-form-1.js" },
    ]);

    await preload(async () => "faq", ["assets/faq-1.js", "assets/lead-form-1.js"]);
    expect(appended.map((link) => link.href)).toEqual([
      "/assets/contact-section-1.js",
      "/assets/lead-form-1.js",
      "/assets/faq-1.js",
    ]);
  });

  it("does not ask again for a file the page already preloads", async () => {
    const { preload, appended } = helperIn(["/assets/icons-1.js"]);
    await preload(async () => "menu", ["assets/menu-1.js", "assets/icons-1.js"]);
    expect(appended.map((link) => link.href)).toEqual(["/assets/menu-1.js"]);
  });

  it("imports at once when there is nothing to preload, and passes a failed import on", async () => {
    const { preload, appended } = helperIn();
    expect(await preload(async () => "logo")).toBe("logo");
    await expect(
      preload(() => Promise.reject(new Error("offline")), ["assets/faq-1.js", "assets/heading-1.js"]),
    ).rejects.toThrow("offline");
    expect(appended).toHaveLength(2);
  });
});
