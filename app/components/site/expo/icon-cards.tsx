import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export type IconCard = { icon: LucideIcon; title: string; text: string };

const tones = {
  light: {
    card: "border-border bg-white shadow-sm",
    icon: "bg-primary-soft text-primary-strong",
    title: "text-ink",
    text: "text-muted",
  },
  dark: {
    card: "border-white/10 bg-white/5",
    icon: "bg-primary/15 text-primary",
    title: "text-white",
    text: "text-slate-300",
  },
} as const;

/**
 * The expo page's four-card rows (the event details, the visitor benefits): an icon, a title and
 * a line each, two columns on a tablet and four on a desktop. `tone` follows the band's
 * background: light cards on white, translucent ones on the navy band.
 */
export function IconCards({ cards, tone }: { cards: IconCard[]; tone: keyof typeof tones }) {
  const colours = tones[tone];
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn("rounded-xl border p-6", colours.card)}>
          <span
            aria-hidden="true"
            className={cn("inline-flex size-12 items-center justify-center rounded-xl", colours.icon)}
          >
            <Icon className="size-6" />
          </span>
          <h3 className={cn("mt-5 text-lg leading-snug font-bold", colours.title)}>{title}</h3>
          <p className={cn("mt-2 text-sm leading-relaxed", colours.text)}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
