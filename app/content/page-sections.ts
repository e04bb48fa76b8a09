/**
 * Shapes shared by the content of the model, solutions and segment pages: the cards of a
 * section, the figures of a hero and the icons they may name (drawn by
 * app/components/site/pages/feature-icon.tsx).
 */

export type { SectionIntro } from "./home";

export const featureIcons = [
  "badge-check",
  "banknote",
  "book-open",
  "briefcase",
  "building",
  "calculator",
  "calendar-check",
  "chart",
  "clipboard-check",
  "credit-card",
  "graduation-cap",
  "hand-coins",
  "handshake",
  "headset",
  "heart-pulse",
  "house",
  "key",
  "landmark",
  "laptop",
  "layers",
  "map-pin",
  "megaphone",
  "monitor-smartphone",
  "package",
  "palette",
  "percent",
  "phone-call",
  "piggy-bank",
  "plane",
  "refrigerator",
  "repeat",
  "scale",
  "shield-check",
  "store",
  "sun",
  "target",
  "timer",
  "trending-up",
  "user-check",
  "users",
  "workflow",
] as const;

export type FeatureIcon = (typeof featureIcons)[number];

/** A card: icon, title and a short text. */
export type FeatureItem = { icon: FeatureIcon; title: string; text: string };

/** A figure as the page shows it: "R$ 44.997" over "Investimento inicial". */
export type KeyFigure = { value: string; label: string };

/** A link that looks like a button; in-page targets are plain hashes ("#contato"). */
export type PageAction = { label: string; href: string };
