import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (a benchmark, a parallel test run) go elsewhere than ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole (small) route manifest is sent with the page instead of being fetched as links
  // appear: a router update after hydration would otherwise wake the static page parts
  // (docs/decisions/006) and download their code.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
