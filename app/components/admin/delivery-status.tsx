import { cn } from "~/lib/cn";
import type { OutboxStatus } from "~/lib/delivery-status";

/** A lead delivery's status as a coloured pill (text and ring meet WCAG AA on white). */

const statusStyles: Record<OutboxStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-300",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  failed: "bg-red-50 text-red-900 ring-red-300",
  skipped: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function DeliveryStatusBadge({ status, label }: { status: OutboxStatus; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        statusStyles[status],
      )}
    >
      {label}
    </span>
  );
}
