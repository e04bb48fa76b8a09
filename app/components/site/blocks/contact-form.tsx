import { ContactSection } from "~/components/site/contact/contact-section";
import type { BlockValue } from "~/content/pages/blocks";
import type { ContactFormResult } from "~/forms/form-result";
import type { BlockProps } from "./block-props";

/**
 * The lead form (#contato) with the block's heading; the page's loader read the form's settings.
 * On a model page the model's amount is preselected, and the form starts afresh (its key) when
 * the visitor moves from one such page to another.
 */
export function ContactFormBlock({ value, page, serverResult }: BlockProps<BlockValue<"contact-form">>) {
  if (!page.contactForm || !page.investmentChoices) return null;
  return (
    <ContactSection
      key={page.path}
      form={page.contactForm}
      pagePath={page.path}
      investmentChoices={page.investmentChoices}
      serverResult={serverResult as ContactFormResult | undefined}
      intro={value}
      initialInvestmentAmount={page.investmentAmount}
    />
  );
}

export default ContactFormBlock;
