import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/build-snapshot";

/**
 * docs/internals.md lists the private parts of libraries the site relies on, each with its
 * package, the place that relies on it and the test that fails when it changes. Its packages are
 * pinned to exact versions (so a routine install never brings a release that moved them), and
 * the places and tests it names exist.
 */

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const packageJson = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));
const rows = read("docs/internals.md")
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Internal") && !line.startsWith("|---"))
  .map((line) => {
    const [internal, packages, where, tests] = line
      .split(" | ")
      .map((cell) => cell.replace(/^\| |\s*\|$/g, ""));
    return { internal, packages, where, tests };
  });
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, code]) => code);

describe("docs/internals.md", () => {
  it("lists the internals the site relies on", () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it.each(rows.map((row) => [row.internal.slice(0, 60), row] as const))(
    "%s…: its packages pinned exactly, as the lock has them",
    (_name, row) => {
      const names = backticked(row.packages);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const declared = packageJson.dependencies[name] ?? packageJson.devDependencies[name];
        expect(declared, name).toMatch(/^\d+\.\d+\.\d+$/);
        expect(
          lock.packages[""].dependencies?.[name] ?? lock.packages[""].devDependencies?.[name],
          name,
        ).toBe(declared);
        expect(lock.packages[`node_modules/${name}`].version, name).toBe(declared);
      }
    },
  );

  it.each(rows.map((row) => [row.internal.slice(0, 60), row] as const))(
    "%s…: the place and the tests it names exist",
    (_name, row) => {
      const places = backticked(row.where).filter((code) => /\.(tsx?|mjs)$/.test(code));
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(fs.existsSync(path.join(projectRoot, place)), place).toBe(true);
      // Each quoted test name belongs to the test file named before it.
      let file = "";
      let named = 0;
      for (const [, testFile, testName] of row.tests.matchAll(/`(tests\/[^`]+)`|"([^"]+)"/g)) {
        if (testFile) file = testFile;
        else {
          expect(read(file), `${file}: ${testName}`).toContain(testName);
          named++;
        }
      }
      expect(named).toBeGreaterThan(0);
    },
  );
});
