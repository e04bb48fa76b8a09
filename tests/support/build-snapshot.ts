import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Servers started by the tests run on a private copy of ./build, so that rebuilding the app
 * while tests run (in an editor, another terminal) cannot pull files from under a running server.
 *
 * The copy lives in node_modules/.cache/test-builds/<id>/build: ignored by git, Biome and tsc,
 * and packages still resolve from the project's node_modules. A server started with that
 * folder as its working directory serves that build (server.ts reads ./build relative to it).
 */

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const snapshotsDir = path.join(projectRoot, "node_modules/.cache/test-builds");

export function hasBuild(root = projectRoot): boolean {
  return (
    fs.existsSync(path.join(root, "build/server/index.js")) &&
    fs.existsSync(path.join(root, "build/server.js")) &&
    fs.existsSync(path.join(root, "build/admin-create.js")) &&
    fs.existsSync(path.join(root, "build/backup.js")) &&
    fs.existsSync(path.join(root, "build/restore.js")) &&
    fs.existsSync(path.join(root, "build/client"))
  );
}

/**
 * What the production build is made from: a change to any of these makes ./build stale. Every
 * `vite.*.ts` of the project's root is a part of the Vite build (its config and its plugins:
 * the chunks, the icon sprite, the preload helper, the precompression), listed by name so that
 * a plugin added later counts without a line here.
 */
function buildSources(root: string): string[] {
  const vite = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => /^vite\.[\w.-]+\.ts$/.test(name))
    : [];
  return [
    "app",
    "server.ts",
    "scripts/admin-create.ts",
    "scripts/backup.ts",
    "scripts/restore.ts",
    "scripts/build-server.mjs",
    "public",
    "react-router.config.ts",
    ...vite,
  ];
}

/** The files each half of `npm run build` writes last. */
const compiledParts = [
  "build/server/index.js",
  "build/server.js",
  "build/admin-create.js",
  "build/backup.js",
  "build/restore.js",
];

/** The newest modification time below a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** True when a source of the build changed after ./build was made. */
export function buildIsStale(root = projectRoot): boolean {
  // The build is as old as its oldest part: the app (build/server/index.js) or the compiled
  // server and commands (build/server.js, admin-create.js, backup.js, restore.js); a missing
  // part counts as never built.
  const built = Math.min(...compiledParts.map((file) => newestChange(path.join(root, file))));
  return buildSources(root).some((source) => newestChange(path.join(root, source)) > built);
}

/**
 * Builds the app when ./build is missing or older than its sources, so that a test run after an
 * edit never tests the previous build.
 */
export function ensureBuild(): void {
  if (hasBuild() && !buildIsStale()) return;
  console.log(
    hasBuild()
      ? "./build is older than its sources: running `npm run build` first."
      : "No production build in ./build: running `npm run build` first.",
  );
  // Vitest runs with NODE_ENV=test, which Vite would carry into the bundle: React's development
  // build in the browser, whose hydration warnings the production server's pages then trip.
  execFileSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

export type BuildSnapshot = {
  /** The folder to start the server in (it holds ./build). */
  root: string;
  remove(): void;
};

/**
 * TEST_BUILD_DIR names a build made elsewhere (`BUILD_DIR=… npm run build`) to test
 * instead of ./build.
 */
export function snapshotBuild(): BuildSnapshot {
  const source = process.env.TEST_BUILD_DIR ? path.resolve(process.env.TEST_BUILD_DIR) : null;
  if (!source) ensureBuild();
  pruneOldSnapshots();
  const root = path.join(snapshotsDir, `${Date.now()}-${process.pid}`);
  fs.mkdirSync(root, { recursive: true });
  fs.cpSync(source ?? path.join(projectRoot, "build"), path.join(root, "build"), { recursive: true });
  if (!hasBuild(root)) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error("./build changed while it was copied (a build running elsewhere?): run the tests again.");
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Copies left by runs that were killed before they could clean up. */
function pruneOldSnapshots(): void {
  if (!fs.existsSync(snapshotsDir)) return;
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(snapshotsDir)) {
    const dir = path.join(snapshotsDir, name);
    if (fs.statSync(dir).mtimeMs < dayAgo) fs.rmSync(dir, { recursive: true, force: true });
  }
}
