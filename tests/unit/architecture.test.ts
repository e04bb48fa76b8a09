import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which code may import which (decision 014): what the browser's code needs never comes from
 * `.server`, and accounts send their mails through the delivery queue, not through the leads.
 */

const appDir = path.resolve(import.meta.dirname, "../../app");

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(appDir, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The modules a file imports (static imports and re-exports, type-only ones included). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(appDir, file), "utf8");
  return [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms)].map((match) => match[1]);
}

function importersOf(files: string[], forbidden: RegExp): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.test(target))
      .map((target) => `${file} imports ${target}`),
  );
}

describe("module boundaries", () => {
  it("components, forms and lib import nothing from .server (the load context's type aside)", () => {
    const browserSide = [...sourcesUnder("components"), ...sourcesUnder("forms"), ...sourcesUnder("lib")];
    const offenders = importersOf(
      browserSide.filter((file) => file !== path.join("lib", "load-context.ts")),
      /(^~\/\.server\/|\/\.server\/)/,
    );
    expect(offenders).toEqual([]);
  });

  it("accounts queue their mails through the delivery queue, not through the leads", () => {
    expect(importersOf(sourcesUnder(".server/auth"), /\.server\/leads\//)).toEqual([]);
    expect(importsOf(path.join(".server", "auth", "auth.ts"))).toContain("~/.server/outbox/outbox");
  });

  it("the delivery queue does not depend on the leads", () => {
    expect(importersOf(sourcesUnder(".server/outbox"), /\.server\/leads\/|^\.\.\/leads\//)).toEqual([]);
  });
});
