import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSprite } from "../../vite.icon-sprite";
import { projectRoot } from "../support/build-snapshot";

/**
 * The icon sprite (vite.icon-sprite.ts, decision 022) reads lucide-react's own files: its ES
 * module index (esm/lucide-react.mjs, one `default as <Name>` export per icon from ./icons/…) and
 * each icon's `__iconData`. Neither is lucide's public interface (docs/internals.md): a lucide
 * release that lays its files out otherwise fails here, and the build with it.
 */
describe("the icon sprite, from lucide-react's files", () => {
  it("finds every icon the app imports, each drawn as a symbol with lucide's shapes", async () => {
    const sprite = await buildSprite(path.join(projectRoot, "app"));
    expect(sprite.icons.size).toBeGreaterThan(20);
    expect(sprite.icons.get("Menu")).toBe("menu");
    for (const name of new Set(sprite.icons.values())) {
      const symbol = new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`).exec(sprite.source)?.[1];
      expect(symbol, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
  });
});
