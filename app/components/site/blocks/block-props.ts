import type { InvestmentChoices } from "~/content/models";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import type { PublicContactForm } from "~/forms/contact";
import type { ContactFormResult, ExpoFormResult } from "~/forms/form-result";

/**
 * What every block component of a composed page gets (app/components/site/blocks/): its id in
 * the page, its value (the site section's, or the block's own; docs/decisions/059) and what the
 * page's loader read for the blocks that need more than their value.
 */
export type BlockProps<Value> = {
  /** Stable within the page: the anchor of a block that may appear more than once. */
  id: string;
  /** Its type: the static blocks' one part draws the component of that type (static-blocks.ts). */
  type?: string;
  /**
   * The block's value. On a page load a static block never renders in the browser, and its value
   * does not travel with the page's data (docs/decisions/038): only the server reads it then.
   */
  value: Value;
  page: BlockPage;
  /** The answer to the page's form post, for the block that holds that form. */
  serverResult?: ContactFormResult | ExpoFormResult;
  /**
   * The one section of an event opening a part draws, where a page draws the opening in parts
   * (the expo page: expo-event-in-parts.tsx); unset, the block draws all of it.
   */
  shows?: ExpoOpeningSection;
};

/** The sections of an event's opening (the expo-event block), in their order. */
export type ExpoOpeningSection = "opening" | "details" | "booth" | "benefits";

/** What the page's loader read once for its blocks. */
export type BlockPage = {
  path: string;
  title: string;
  /** The company section's trading name: the shipped texts that name the company follow it. */
  tradingName: string;
  /** Read when the page has a contact form block. */
  contactForm?: PublicContactForm;
  investmentChoices?: InvestmentChoices;
  /** The amount the contact form starts with: a model page's own model's investment. */
  investmentAmount?: string;
  /** Brasília's date, when the page has an expo block: the event may have ended. */
  today?: string;
  /** The event the scheduling form offers days of (the page's expo-event block's, else the site's). */
  event?: ExpoEvent;
  /**
   * Where the scheduling form posts without JavaScript, if not the page's address with
   * `?formulario=agendamento`: the expo page's own address, where it has always posted.
   */
  schedulePostTo?: string;
  /**
   * The block whose title is the page's one h1: the first hero or event opening (both draw
   * one; a later one draws an h2). None: the page names itself with a hidden h1.
   */
  h1Block?: string;
  /** The block whose product ticker writes the tickers' style (the first; set when a block has one). */
  tickerStyleBlock?: string;
  /**
   * The page's only block when it draws a whole page (a legal document, the thank-you message):
   * it is then the page's main landmark itself, as those shipped pages drew it.
   */
  mainBlock?: string;
};
