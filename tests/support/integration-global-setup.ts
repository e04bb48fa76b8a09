import type { TestProject } from "vitest/node";
import { snapshotBuild } from "./build-snapshot";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL cluster (its "postgres" database). */
    postgresUrl: string;
  }
}

/**
 * Global setup of the "integration" project: a copy of the production build for tests that start
 * the real server (built first when ./build is missing), and a throwaway PostgreSQL 15 cluster
 * for the whole run (or the server named by TEST_POSTGRES_URL). Missing PostgreSQL binaries
 * fail the run: the suite never skips PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const build = snapshotBuild();
  // Test workers are started after this and inherit it (read by server-process.ts).
  process.env.TEST_BUILD_ROOT = build.root;

  const existing = process.env.TEST_POSTGRES_URL;
  const cluster = existing
    ? undefined
    : await startPostgresCluster().catch((error) => {
        build.remove();
        throw error;
      });
  project.provide("postgresUrl", existing ?? cluster!.url);

  // Last resort if the run is interrupted before teardown: leave no server or copy behind.
  const cleanUpOnExit = () => {
    cluster?.stopNow();
    build.remove();
  };
  process.once("exit", cleanUpOnExit);

  return async () => {
    process.off("exit", cleanUpOnExit);
    try {
      await cluster?.stop();
    } finally {
      build.remove();
    }
  };
}
