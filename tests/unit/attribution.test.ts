import { describe, expect, it } from "vitest";
import {
  attributionFromLanding,
  attributionFromRequest,
  cleanAttributionValue,
  decodeAttribution,
  encodeAttribution,
  mergeAttribution,
} from "~/.server/leads/attribution";

const site = "https://cotafacil.com.br";

describe("attribution capture", () => {
  it("reads the campaign parameters of the landing URL", () => {
    const url = new URL(
      `${site}/?utm_source=google&utm_medium=cpc&utm_campaign=franquia&utm_content=a&utm_term=franquia+financeira&gclid=G1&fbclid=F1&other=x`,
    );
    expect(attributionFromLanding(url, undefined)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "franquia",
      utm_content: "a",
      utm_term: "franquia financeira",
      gclid: "G1",
      fbclid: "F1",
    });
  });

  it("records an outside referrer, never the site itself", () => {
    expect(attributionFromLanding(new URL(`${site}/`), "https://www.google.com/search?q=x")).toEqual({
      referrer: "https://www.google.com/search?q=x",
    });
    expect(attributionFromLanding(new URL(`${site}/modelo-prime`), `${site}/`)).toEqual({});
    expect(attributionFromLanding(new URL(`${site}/`), "not a url")).toEqual({});
  });

  it("keeps the visit's attribution across pages and replaces it on a new campaign landing", () => {
    const first = { utm_source: "google", utm_campaign: "a" };
    expect(mergeAttribution(first, {})).toEqual(first);
    expect(mergeAttribution(first, { referrer: "https://x.example/" })).toEqual(first);
    expect(mergeAttribution(first, { utm_source: "facebook" })).toEqual({ utm_source: "facebook" });
    expect(mergeAttribution({}, { referrer: "https://x.example/" })).toEqual({
      referrer: "https://x.example/",
    });
  });

  it("round-trips through the cookie and drops anything unexpected", () => {
    const value = { utm_source: "instagram", referrer: "https://l.instagram.com/" };
    expect(decodeAttribution(encodeAttribution(value))).toEqual(value);
    const tampered = Buffer.from(JSON.stringify({ utm_source: 5, evil: "x", gclid: "ok" })).toString(
      "base64url",
    );
    expect(decodeAttribution(tampered)).toEqual({ gclid: "ok" });
    expect(decodeAttribution("%%%not-base64")).toEqual({});
  });

  it("reads the attribution of a request from its cookie", () => {
    const cookie = `other=1; cf_attribution=${encodeAttribution({ utm_source: "google" })}`;
    const request = new Request(`${site}/`, { headers: { cookie } });
    expect(attributionFromRequest(request)).toEqual({ utm_source: "google" });
  });
});

describe("attribution cleaning", () => {
  it("drops unprintable and invisible characters, and values over 500 characters", () => {
    expect(cleanAttributionValue("promo\u0000")).toBe("promo");
    expect(cleanAttributionValue("\u200bfran\u200equia\u0007 ")).toBe("franquia");
    expect(cleanAttributionValue("a\ud800b")).toBe("ab");
    expect(cleanAttributionValue("\u0000\u200b")).toBeUndefined();
    expect(cleanAttributionValue("x".repeat(500))).toHaveLength(500);
    expect(cleanAttributionValue("x".repeat(501))).toBeUndefined();
    expect(cleanAttributionValue(42)).toBeUndefined();
    expect(cleanAttributionValue("verão 🌞")).toBe("verão 🌞");
  });

  it("cleans the landing link and the cookie alike", () => {
    const url = new URL(`${site}/?utm_source=google&utm_campaign=promo%00&utm_term=${"x".repeat(600)}`);
    expect(attributionFromLanding(url, undefined)).toEqual({ utm_source: "google", utm_campaign: "promo" });
    const poisoned = Buffer.from(
      JSON.stringify({ utm_source: "google\u0000", utm_content: "y".repeat(501), gclid: "\u0000" }),
    ).toString("base64url");
    expect(decodeAttribution(poisoned)).toEqual({ utm_source: "google" });
  });
});
