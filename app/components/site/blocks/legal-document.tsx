import { PrivacyPolicy } from "~/components/site/legal/privacy-policy";
import { TermsOfUse } from "~/components/site/legal/terms-of-use";
import type { BlockValue } from "~/content/pages/blocks";
import { companyContact } from "~/lib/company";
import type { BlockProps } from "./block-props";

/**
 * The terms of use or the privacy policy, quoting the company's details of the block's value.
 * Alone on its page (/termos, /privacidade) it is the page's main landmark, as those pages drew
 * it; among other blocks it is a part of the page's main. Its title is the page's h1 unless an
 * earlier opening holds it.
 */
export function LegalDocumentBlock({ id, value, page }: BlockProps<BlockValue<"legal-document">>) {
  const { document, ...details } = value;
  const Document = document === "privacidade" ? PrivacyPolicy : TermsOfUse;
  return (
    <Document
      company={companyContact(details, page.path)}
      landmark={page.mainBlock === id ? "main" : "div"}
      titleTag={page.h1Block === id ? "h1" : "h2"}
    />
  );
}
