import { describe, expect, it } from "vitest";
import { LEAD_EVENT } from "~/components/site/ad-consent";
import { leadEventName } from "~/lib/lead-event";

describe("the lead forms' event", () => {
  it("is the one the consent banner's code listens to for the conversion", () => {
    // Written out twice so the banner's file imports nothing (components/site/ad-consent.ts).
    expect(LEAD_EVENT).toBe(leadEventName);
  });
});
