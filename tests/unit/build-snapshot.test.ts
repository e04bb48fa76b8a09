import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsStale } from "../support/build-snapshot";

/** A project folder with a build made at `builtAt` and one app source changed at `editedAt`. */
function project(root: string, builtAt: Date, editedAt: Date): void {
  fs.mkdirSync(path.join(root, "build/server"), { recursive: true });
  fs.mkdirSync(path.join(root, "app/routes"), { recursive: true });
  const source = path.join(root, "app/routes/home.tsx");
  fs.writeFileSync(source, "export default function Home() {}\n");
  fs.utimesSync(path.join(root, "app/routes"), builtAt, builtAt);
  fs.utimesSync(path.join(root, "app"), builtAt, builtAt);
  fs.utimesSync(source, editedAt, editedAt);
  for (const file of [
    "build/server/index.js",
    "build/server.js",
    "build/admin-create.js",
    "build/backup.js",
    "build/restore.js",
  ]) {
    const built = path.join(root, file);
    fs.writeFileSync(built, "");
    fs.utimesSync(built, builtAt, builtAt);
  }
}

describe("the test build's freshness", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "build-snapshot-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is stale when an app source was edited after the build", () => {
    project(root, new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T10:05:00Z"));
    expect(buildIsStale(root)).toBe(true);
  });

  it("is fresh when every source is older than the build", () => {
    project(root, new Date("2026-01-01T10:05:00Z"), new Date("2026-01-01T10:00:00Z"));
    expect(buildIsStale(root)).toBe(false);
  });

  it("is stale when the server's entry was edited after the build", () => {
    project(root, new Date("2026-01-01T10:05:00Z"), new Date("2026-01-01T10:00:00Z"));
    const entry = path.join(root, "server.ts");
    fs.writeFileSync(entry, "");
    fs.utimesSync(entry, new Date("2026-01-01T10:10:00Z"), new Date("2026-01-01T10:10:00Z"));
    expect(buildIsStale(root)).toBe(true);
  });

  /** A file of the project, written at `at`. */
  function edit(file: string, at: Date): void {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, "");
    fs.utimesSync(target, at, at);
  }

  it.each([
    "vite.config.ts",
    "vite.icon-sprite.ts",
    "vite.preload-helper.ts",
    "vite.chunks.ts",
    "scripts/admin-create.ts",
  ])("is stale when %s, a part of the build, was edited after it", (file) => {
    project(root, new Date("2026-01-01T10:05:00Z"), new Date("2026-01-01T10:00:00Z"));
    edit(file, new Date("2026-01-01T10:00:00Z"));
    expect(buildIsStale(root)).toBe(false);
    edit(file, new Date("2026-01-01T10:10:00Z"));
    expect(buildIsStale(root)).toBe(true);
  });

  it("is stale when the compiled admin:create is missing", () => {
    project(root, new Date("2026-01-01T10:05:00Z"), new Date("2026-01-01T10:00:00Z"));
    fs.rmSync(path.join(root, "build/admin-create.js"));
    expect(buildIsStale(root)).toBe(true);
  });

  it("is stale when the compiled server is missing", () => {
    project(root, new Date("2026-01-01T10:05:00Z"), new Date("2026-01-01T10:00:00Z"));
    fs.rmSync(path.join(root, "build/server.js"));
    expect(buildIsStale(root)).toBe(true);
  });
});
