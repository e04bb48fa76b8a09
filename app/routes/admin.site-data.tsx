import { ArrowLeft, History, Loader2, RotateCcw, Upload } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { SiteDataChanges, SiteDataPart } from "~/.server/admin/site-data";
import {
  isSiteDataIntent,
  readSiteDataScreen,
  runSiteDataIntent,
  SITE_DATA_FORM_MAX_BYTES,
  type SiteDataActionData,
  type SiteDataOutcome,
  type SnapshotRow,
  tooLargeUpload,
} from "~/.server/admin/site-data-actions";
import { auditWho } from "~/.server/audit/audit-log";
import { showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { refusal as bodyRefusal, FormBodyRejected, readFormBody } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ImportFileForm } from "~/components/admin/site-data-import";
import { Button, buttonClassName } from "~/components/ui/button";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.site-data";

/**
 * /admin/site-data ('Load Saved Data' on the dashboard; docs/decisions/012): every snapshot of
 * the site data with its date, author and reason; restoring one, or importing a JSON file,
 * first shows how many items of each part would change, and runs only once confirmed. Plain
 * links and form posts, so it works without JavaScript.
 */

export const meta: Route.MetaFunction = () => adminMeta("Cópias dos dados do site");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("siteData"), action: rolesFor("siteData") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  return readSiteDataScreen(context.services.db, new URL(request.url).searchParams.get("restaurar"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  let outcome: SiteDataOutcome;
  try {
    // An upload larger than any export is refused before its body is read.
    const formData = await readFormBody(request, SITE_DATA_FORM_MAX_BYTES);
    const intent = formData.get("intent");
    if (!isSiteDataIntent(intent)) return data<SiteDataActionData>({ intent: null }, { status: 400 });
    outcome = await runSiteDataIntent(context.services, intent, formData, auditWho(admin, context));
  } catch (error) {
    if (!(error instanceof FormBodyRejected)) throw error;
    if (error.status !== 413) throw bodyRefusal(error);
    outcome = tooLargeUpload();
  }
  if ("redirectTo" in outcome) throw redirect(outcome.redirectTo, { status: 303 });
  if (outcome.body.notice) await showNotice(context, outcome.body.notice);
  return data<SiteDataActionData>(outcome.body, { status: outcome.status });
}

export default function AdminSiteData({ loaderData, actionData }: Route.ComponentProps) {
  const { snapshots, restorePreview, notice } = loaderData;
  const importPreview = actionData?.importPreview;
  const outcome = actionData?.notice && !actionData.importError ? actionData.notice : undefined;
  return (
    <>
      <Link
        to="/admin"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <AdminPageHeader
        title="Cópias dos dados do site"
        description="Restaure qualquer cópia dos textos, configurações, estilos, formulários e páginas criadas. Antes de restaurar, importar ou redefinir, os dados atuais são guardados aqui automaticamente."
      />
      <div className="grid gap-6">
        {notice && (
          <p
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
          >
            {notice.title}: {notice.description}
          </p>
        )}
        {outcome && (
          <p
            role="status"
            className={cn(
              "rounded-xl border px-4 py-3 text-sm font-medium",
              outcome.variant === "error"
                ? "border-danger/30 bg-danger/5 text-danger"
                : "border-emerald-700/30 bg-emerald-50 text-emerald-900",
            )}
          >
            {outcome.title}
            {outcome.description ? `: ${outcome.description}` : ""}
          </p>
        )}
        {importPreview ? (
          <ConfirmChanges
            title={`Importar ${importPreview.fileName || "o arquivo"}?`}
            intro="O arquivo foi conferido. Ao confirmar, estes dados substituem os do site:"
            changes={importPreview.changes}
            pages={importPreview.pages}
            intent="importar-json"
            confirmLabel="Confirmar importação"
            fields={{ payload: importPreview.payload, fileName: importPreview.fileName }}
          />
        ) : restorePreview && !outcome ? (
          <ConfirmChanges
            title={`Restaurar a cópia de ${restorePreview.snapshot.createdAt}?`}
            intro={`${restorePreview.snapshot.reason}, por ${restorePreview.snapshot.author}. Ao confirmar, estes dados substituem os do site:`}
            changes={restorePreview.changes}
            pages={restorePreview.pages}
            intent="restaurar-copia"
            confirmLabel="Restaurar esta cópia"
            fields={{ snapshotId: String(restorePreview.snapshot.id) }}
          />
        ) : null}
        <SnapshotList snapshots={snapshots} selected={restorePreview?.snapshot.id} />
        <AdminCard
          id="importar"
          title="Importar arquivo JSON"
          icon={<Upload aria-hidden="true" className="size-5 text-primary-strong" />}
          description="Um arquivo baixado com 'Export JSON'. Antes de aplicar, você vê o que muda."
        >
          <ImportFileForm error={actionData?.importError} />
        </AdminCard>
      </div>
    </>
  );
}

const partLabels: Record<SiteDataPart, string> = {
  content: "Textos das páginas",
  settings: "Configurações do site",
  styles: "Estilos",
  forms: "Formulários",
  sections: "Seções do site",
  pages: "Páginas criadas",
};

/** The preview and its confirmation: the server's own question, so it works without JavaScript. */
function ConfirmChanges({
  title,
  intro,
  changes,
  pages,
  intent,
  confirmLabel,
  fields,
}: {
  title: string;
  intro: string;
  changes: SiteDataChanges;
  pages: string[] | null;
  intent: "restaurar-copia" | "importar-json";
  confirmLabel: string;
  fields: Record<string, string>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question appears at the top of the page: bring the reader (and the cursor) to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const nothing = Object.values(changes).every((part) => part.changed + part.added + part.removed === 0);
  return (
    <section
      aria-labelledby="confirmar-titulo"
      className="min-w-0 rounded-2xl border-2 border-danger/40 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="confirmar-titulo"
        ref={headingRef}
        tabIndex={-1}
        className="font-heading text-lg font-bold text-ink focus:outline-none"
      >
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink">{intro}</p>
      <ChangesTable changes={changes} />
      <PageChanges pages={pages} />
      <p className="mt-3 text-sm text-muted">
        {nothing
          ? "Nada muda: os dados são iguais aos do site."
          : "Leads, contas e imagens não mudam. Uma cópia dos dados atuais é guardada antes, e pode ser restaurada nesta lista."}
      </p>
      <Form method="post" action="/admin/site-data" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirmed" value="yes" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RotateCcw aria-hidden="true" />}
          {confirmLabel}
        </Button>
        <Link to="/admin/site-data" className={buttonClassName({ variant: "ghost" })}>
          Cancelar
        </Link>
      </Form>
    </section>
  );
}

/** What happens to each composed page, said before the restore or the import runs. */
function PageChanges({ pages }: { pages: string[] | null }) {
  if (pages === null)
    return (
      <p className="mt-3 text-sm text-ink">
        Páginas criadas: ficam como estão (estes dados são de antes de as páginas fazerem parte deles).
      </p>
    );
  if (pages.length === 0) return null;
  return (
    <div className="mt-3 text-sm text-ink">
      <h3 className="font-semibold">O que muda nas páginas criadas</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
        {pages.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function ChangesTable({ changes }: { changes: SiteDataChanges }) {
  const parts = Object.keys(partLabels) as SiteDataPart[];
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">Itens que mudam em cada parte dos dados do site</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              Parte
            </th>
            {["Alterados", "Novos", "Removidos"].map((label) => (
              <th key={label} scope="col" className="px-2 py-2 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => {
            const counts = changes[part];
            return (
              <tr key={part} className="border-t border-border">
                <th scope="row" className="px-2 py-1.5 font-medium text-ink sm:px-3">
                  {partLabels[part]}
                </th>
                {[counts.changed, counts.added, counts.removed].map((value, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the three columns never move
                    key={index}
                    className={cn("px-2 py-1.5 text-right tabular-nums", value > 0 && "font-bold")}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SnapshotList({ snapshots, selected }: { snapshots: SnapshotRow[]; selected?: number }) {
  return (
    <AdminCard
      id="copias"
      title="Cópias salvas"
      icon={<History aria-hidden="true" className="size-5 text-primary-strong" />}
      description={
        snapshots.length === 0 ? undefined : "A mais recente primeiro. Restaurar mostra antes o que muda."
      }
    >
      {snapshots.length === 0 ? (
        <p className="text-sm text-muted">
          Nenhuma cópia salva ainda. Use 'Save All Data' no Dashboard para guardar os dados atuais.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {snapshots.map((snapshot) => (
            <li
              key={snapshot.id}
              className={cn(
                "flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4",
                snapshot.id === selected && "bg-primary-soft",
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink tabular-nums">{snapshot.createdAt}</p>
                <p className="text-sm text-muted">
                  {snapshot.reason} · {snapshot.author}
                </p>
              </div>
              <Link
                to={`/admin/site-data?restaurar=${snapshot.id}`}
                className={buttonClassName({ variant: "outline", size: "sm" })}
                aria-current={snapshot.id === selected ? "true" : undefined}
              >
                Restaurar<span className="sr-only"> a cópia de {snapshot.createdAt}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
