import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkFileNames, chunkGroups } from "./vite.chunks";
import { lucideSprite } from "./vite.icon-sprite";
import { precompressAssets } from "./vite.precompress";

export default defineConfig({
  plugins: [lucideSprite({ appDir: path.resolve("app") }), tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups }, chunkFileNames } },
  },
});
