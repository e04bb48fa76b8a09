import { describe, expect, it } from "vitest";
import { company } from "~/content/registry/sections/company";
import { expo } from "~/content/registry/sections/expo";
import { faq } from "~/content/registry/sections/faq";

const faqItems = faq.defaults.items;

import { eventJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from "~/lib/json-ld";

describe("structured data", () => {
  it("stays data inside a script element, whatever the text holds", () => {
    const data = organizationJsonLd({
      company: company.defaults,
      publicUrl: "https://www.cotafacil.example",
      socialLinks: { facebook: "https://facebook.com/x</script><script>alert(1)</script>" },
    });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("lists only web addresses of the social links as sameAs", () => {
    const data = organizationJsonLd({
      company: company.defaults,
      publicUrl: "https://www.cotafacil.example",
      socialLinks: {
        facebook: "https://facebook.com/cotafacil",
        instagram: "",
        twitter: "javascript:alert(1)",
      },
    });
    expect(data.sameAs).toEqual(["https://facebook.com/cotafacil"]);
    expect(
      organizationJsonLd({ publicUrl: "https://x.example", company: company.defaults }),
    ).not.toHaveProperty("sameAs");
  });

  it("describes the six FAQ items and the four days of the fair", () => {
    expect((faqPageJsonLd(faqItems).mainEntity as unknown[]).length).toBe(6);
    const event = eventJsonLd({
      publicUrl: "https://www.cotafacil.example",
      path: "/expo-abf-2025",
      image: "/og/expo.png",
      description: "…",
      event: expo.defaults,
      companyName: "Cota Fácil",
    });
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2025-06-25T13:00:00-03:00",
      endDate: "2025-06-28T19:00:00-03:00",
      url: "https://www.cotafacil.example/expo-abf-2025",
      image: ["https://www.cotafacil.example/og/expo.png"],
    });
  });
});
