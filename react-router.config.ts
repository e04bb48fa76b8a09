import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (a benchmark, a parallel test run) go elsewhere than ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Lazy route discovery (React Router's default, named here on purpose): a page carries only its
  // own routes (written into its bootstrap script, see .server/http/scripts-after-paint.ts) and
  // asks /__manifest for those its links lead to, instead of loading the whole manifest (every
  // route, the admin's included: ~2 KB gzip) with its first scripts. The router update that
  // follows does not wake the page parts still waiting (components/islands.tsx keeps the
  // server's HTML; docs/decisions/031).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
