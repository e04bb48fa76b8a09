import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkFileNames, chunkGroups, preloadableDependencies } from "./vite.chunks";
import { lucideSprite } from "./vite.icon-sprite";
import { precompressAssets } from "./vite.precompress";
import { smallPreloadHelper } from "./vite.preload-helper";

export default defineConfig({
  plugins: [
    smallPreloadHelper(),
    lucideSprite({ appDir: path.resolve("app") }),
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    modulePreload: { resolveDependencies: preloadableDependencies },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups }, chunkFileNames } },
  },
});
