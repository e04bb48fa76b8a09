import {
  CalendarCheck,
  Headset,
  type LucideIcon,
  Megaphone,
  Package,
  Percent,
  ShieldCheck,
  TrendingUp,
  Wallet,
} from "lucide-react";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { benefitsIntro } from "~/content/home";
import type { Benefit, BenefitIcon } from "~/content/registry/sections/benefits";
import { introWithTradingName } from "~/lib/trading-name";
import { HeadedSection } from "./section-heading";

const icons: Record<BenefitIcon, LucideIcon> = {
  wallet: Wallet,
  percent: Percent,
  package: Package,
  headset: Headset,
  megaphone: Megaphone,
  "shield-check": ShieldCheck,
  calendar: CalendarCheck,
  "trending-up": TrendingUp,
};

/** The benefit cards ("#beneficios"; eight as shipped), in the section's order. */
export function BenefitsSection({ benefits, tradingName }: { benefits: Benefit[]; tradingName: string }) {
  return (
    <HeadedSection
      id="beneficios"
      intro={introWithTradingName(benefitsIntro, tradingName)}
      className="bg-white py-20 sm:py-24"
      estimate={sectionEstimate(benefits.length, itemHeights.benefits)}
    >
      <ul className="animate-on-scroll mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit, index) => {
          const Icon = icons[benefit.icon];
          const warm = index % 2 === 1;
          return (
            <li
              key={`${benefit.title} ${benefit.text}`}
              className="group rounded-xl border border-border bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-12 items-center justify-center rounded-xl ${
                  warm ? "bg-accent-soft text-accent-strong" : "bg-primary-soft text-primary-strong"
                }`}
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
