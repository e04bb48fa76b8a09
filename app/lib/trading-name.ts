/** The trading name the site ships with, as the fixed texts of the site write it. */
export const shippedTradingName = "Cota Fácil";

/**
 * A fixed text of the site (a head text, a section's intro) naming the company by its published
 * trading name (the company section) where the shipped one stands: the texts are written once,
 * the name is the admin's.
 */
export function withTradingName(text: string, tradingName: string): string {
  return text.replaceAll(shippedTradingName, tradingName);
}

/** Every text of `intro` with the trading name. */
export function introWithTradingName<T extends Record<string, string>>(intro: T, tradingName: string): T {
  return Object.fromEntries(
    Object.entries(intro).map(([key, text]) => [key, withTradingName(text, tradingName)]),
  ) as T;
}
