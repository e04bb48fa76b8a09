import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/**
 * "O CRM não recebe leads desde 14:02 — 37 leads aguardando": on the dashboard and the leads
 * list while a CRM takes no leads (app/.server/outbox/crm-alerts.ts), with its last error and a
 * link to the oldest waiting lead's deliveries.
 */

export type CrmOutageBannerData = {
  destination: string;
  message: string;
  lastError: string | null;
  deliveriesHref: string;
};

export function CrmOutageBanners({ outages }: { outages: CrmOutageBannerData[] }) {
  if (outages.length === 0) return null;
  return (
    <div className="grid gap-3">
      {outages.map((outage) => (
        <div
          key={outage.destination}
          role="alert"
          className="flex gap-3 rounded-2xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger sm:px-6 sm:py-4"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">{outage.message}</p>
            <p className="mt-1 [overflow-wrap:anywhere]">
              Destino: {outage.destination}
              {outage.lastError ? ` · Último erro: ${outage.lastError}` : ""}
            </p>
            <p className="mt-1">
              Nenhum lead se perde: o site continua tentando e entrega todos quando o CRM voltar.{" "}
              <Link to={outage.deliveriesHref} className="font-semibold underline underline-offset-2">
                Ver as entregas
              </Link>
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
