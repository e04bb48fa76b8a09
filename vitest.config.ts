import { defineConfig } from "vitest/config";

/**
 * Two projects (standalone: the React Router plugin is not loaded here):
 * - unit: fast tests of pure modules.
 * - integration: tests against real databases (PGlite and a throwaway PostgreSQL 15 cluster
 *   started by the global setup) and the real server process; two files at a time (2 cores).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    teardownTimeout: 30_000,
    // A test fails on any console.error it did not expect (tests/support/console-guard.ts).
    setupFiles: ["tests/support/console-guard.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Two files at a time, one per core: each file makes its own databases (random names) on the
          // shared cluster and takes free ports (tests/support/free-port.ts), so files do not meet.
          fileParallelism: true,
          maxWorkers: 2,
          // After the unit files (a project with its own worker count runs as a group of its own).
          sequence: { groupOrder: 1 },
          pool: "forks",
        },
      },
    ],
  },
});
