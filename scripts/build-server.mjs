// The production server, compiled: server.ts and the server modules it imports become one
// file, build/server.js, so that production starts plain Node.js (no TypeScript transpiling
// at start-up). npm packages stay external and load from node_modules. `npm run admin:create`
// (scripts/admin-create.ts) is compiled the same way to build/admin-create.js, so production
// needs no TypeScript runner (tsx is a development dependency); so are `npm run backup` and
// `npm run restore` (scripts/backup.ts, scripts/restore.ts: build/backup.js, build/restore.js).
//
// The database migrations are SQL files read at start-up from a folder beside the module
// that runs them (app/.server/db/client.ts): from the sources that is app/.server/db/migrations,
// from build/server.js it is build/migrations, so they are copied there.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, process.env.BUILD_DIR ?? "build");

/** One entry compiled to build/<name>.js; the migrations folder is found beside it. */
const compile = (entry, name) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(outdir, `${name}.js`),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: "linked",
    logLevel: "warning",
  });

await compile("server.ts", "server");
await compile("scripts/admin-create.ts", "admin-create");
await compile("scripts/backup.ts", "backup");
await compile("scripts/restore.ts", "restore");

fs.rmSync(path.join(outdir, "migrations"), { recursive: true, force: true });
fs.cpSync(path.join(root, "app/.server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(
  `Server, admin:create, backup and restore compiled to ${path.relative(root, outdir)}/server.js, admin-create.js, backup.js and restore.js`,
);
