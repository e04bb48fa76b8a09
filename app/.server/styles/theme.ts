import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { defaultSiteStyles } from "~/content/styles";
import { readSiteStyles } from "./site-styles";
import { type ThemeCss, themeCss } from "./theme-css";

/**
 * The public pages' theme for this request. A failed read must not take the site down: the
 * pages are then drawn in the default theme, and the failure is logged.
 */
export async function readThemeCss(db: Database, logger: Logger): Promise<ThemeCss> {
  try {
    return themeCss(await readSiteStyles(db));
  } catch (error) {
    logger.error({ err: error }, "site styles: read failed, using the default theme");
    return themeCss(defaultSiteStyles);
  }
}
