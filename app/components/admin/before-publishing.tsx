import { ClipboardCheck } from "lucide-react";
import type { ExampleValue } from "~/content/registry/admin-lists";
import { AdminCard } from "./admin-card";

/** "Antes de publicar o site": the example values still on the site, each linking to its field. */
export function BeforePublishing({ items }: { items: ExampleValue[] }) {
  if (items.length === 0) return null;
  return (
    <AdminCard
      title="Antes de publicar o site"
      icon={<ClipboardCheck aria-hidden="true" />}
      description="Estes campos ainda têm os valores de exemplo que vieram com o site. Troque-os pelos dados reais."
    >
      <ul className="divide-y divide-border">
        {items.map((item) => (
          <li key={item.href} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              <span className="font-semibold text-ink">{item.section}</span>
              <span className="text-muted"> – {item.label}</span>
            </span>
            <a
              href={item.href}
              className="text-sm font-semibold text-primary-strong underline underline-offset-2"
            >
              Editar<span className="sr-only"> {item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
