import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/build-snapshot";

/**
 * docs/recipes.md names files, functions and classes a newcomer copies. A name that no longer
 * exists (a helper renamed, a file moved) makes a recipe wrong where it matters, so every file
 * it points to must exist and every function it calls must be exported by the app.
 * tests/integration/recipes.test.ts follows the section and page recipes themselves.
 */

const recipes = fs.readFileSync(path.join(projectRoot, "docs/recipes.md"), "utf8");
const codeBlocks = [...recipes.matchAll(/```tsx?\n([\s\S]*?)```/g)].map(([, block]) => block);
// Code spans may wrap onto the next line.
const codeSpans = [...recipes.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`]+)`/g)].map(([, span]) => span);

/** Paths shown as examples of what a newcomer writes (placeholders, the page the recipe adds). */
const isExample = (file: string) =>
  file.includes("<") ||
  file.includes("*") ||
  file.endsWith("partners-page.tsx") ||
  // "Adding a block type" walks through a block of its own making.
  file.endsWith("blocks/quote.tsx");

/**
 * Calls of names that are not the app's: JavaScript, zod, React Router's route config, a
 * section's own `exampleValues`, the admin recipe's placeholder.
 */
const notTheApps = new Set(["import", "then", "data", "route", "switch", "exampleValues", "readXScreen"]);

function appSources(dir = path.join(projectRoot, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    return /\.tsx?$/.test(entry.name) ? [fs.readFileSync(full, "utf8")] : [];
  });
}

describe("docs/recipes.md", () => {
  it("points only to files that exist", () => {
    const files = codeSpans.filter((span) => /^(app|tests|docs|scripts)\//.test(span) && !isExample(span));
    expect(files.length).toBeGreaterThan(20);
    const missing = files.filter((file) => !fs.existsSync(path.join(projectRoot, file)));
    expect(missing).toEqual([]);
  });

  it("calls only functions the app exports", () => {
    const calls = [...codeSpans, ...codeBlocks].flatMap((code) =>
      [...code.matchAll(/(?<![.\w])([a-zA-Z_]\w*)\(/g)].map(([, name]) => name),
    );
    // Functions the recipe's own example declares.
    const declared = codeBlocks.flatMap((code) =>
      [...code.matchAll(/function (\w+)/g)].map(([, name]) => name),
    );
    const called = [...new Set(calls)].filter((name) => !notTheApps.has(name) && !declared.includes(name));
    expect(called).toEqual(
      expect.arrayContaining(["pageMetaAt", "staticPart", "partWhenVisible", "readSections"]),
    );
    const sources = appSources().join("\n");
    const unknown = called.filter(
      (name) =>
        !new RegExp(
          `export (async )?function\\*? ${name}\\b|export const ${name}\\b|export \\{[^}]*\\b${name}\\b`,
        ).test(sources),
    );
    expect(unknown).toEqual([]);
  });

  it("names the class that lays a section out near the screen as the stylesheet spells it", () => {
    expect(recipes).toContain("`below-first-screen`");
    const stylesheet = fs.readFileSync(path.join(projectRoot, "app/app.css"), "utf8");
    expect(stylesheet).toMatch(/\.below-first-screen\s*\{/);
  });
});
