import { ThankYouMessage } from "~/components/site/thank-you-message";
import type { BlockValue } from "~/content/pages/blocks";
import { companyContact } from "~/lib/company";
import type { BlockProps } from "./block-props";

/**
 * The confirmation after the contact form, with the company's details of the block's value.
 * Alone on its page (/thank-you) it is the page's main landmark, as that page drew it; among
 * other blocks it is a part of the page's main. Its title is the page's h1 unless an earlier
 * opening holds it.
 */
export function ThankYouBlock({ id, value, page }: BlockProps<BlockValue<"thank-you">>) {
  return (
    <ThankYouMessage
      company={companyContact(value, page.path)}
      landmark={page.mainBlock === id ? "main" : "div"}
      titleTag={page.h1Block === id ? "h1" : "h2"}
    />
  );
}
