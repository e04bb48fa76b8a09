import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/build-snapshot";

/**
 * The build the tests serve is the one production serves, also when the tests built it
 * themselves (they run with NODE_ENV=test): React's production bundle in the browser, not its
 * development one, which logs warnings production never shows.
 */
describe("the build under test", () => {
  it("ships React's production bundle to the browser", () => {
    const assets = path.join(process.env.TEST_BUILD_ROOT ?? projectRoot, "build/client/assets");
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    // A link only React's development build prints, in its hydration warnings.
    const development = scripts.filter((file) =>
      fs.readFileSync(path.join(assets, file), "utf8").includes("react.dev/link/hydration-mismatch"),
    );
    expect(development).toEqual([]);
  });
});
