import { Database, Loader2, TriangleAlert } from "lucide-react";
import { Suspense } from "react";
import { Await, data } from "react-router";
import { checkDatabase, type DatabaseStatus } from "~/.server/admin/database-status";
import { requireAdmin } from "~/.server/auth/session";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import type { Route } from "./+types/admin.dashboard";

/**
 * The admin landing (admin-and-auth.md §2, §4, §8): greets the admin by full name (else e-mail),
 * says this is the administration panel, and checks the database — 'Connecting to database...'
 * while the check runs (streamed), then the spec's notice if it is unreachable or its tables
 * are missing. The dashboard's counters and cards come with the admin screens.
 */

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, logger } = context.services;
  // Not awaited: the page is sent at once and the result follows on the same response.
  const databaseStatus = checkDatabase(db).then((status) => {
    if (status !== "ready") logger.error({ status }, "admin: database check failed");
    return status;
  });
  return data(
    { greeting: admin.user.name.trim() || admin.user.email, databaseStatus },
    { headers: admin.headers },
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { greeting, databaseStatus } = loaderData;
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <section className="rounded-2xl border border-border bg-white p-6 shadow-sm">
        <h2 className="font-heading text-xl font-bold text-ink">Olá, {greeting}!</h2>
        <p className="mt-1 text-muted">
          Este é o painel de administração do site da Cota Fácil: daqui você edita as páginas, as imagens, as
          cores e os formulários do site.
        </p>
        <div className="mt-5">
          <Suspense fallback={<Connecting />}>
            <Await resolve={databaseStatus} errorElement={<DatabaseNotice status="unreachable" />}>
              {(status) => <DatabaseNotice status={status} />}
            </Await>
          </Suspense>
        </div>
      </section>
    </>
  );
}

function Connecting() {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      Connecting to database...
    </p>
  );
}

const problems: Record<Exclude<DatabaseStatus, "ready">, string> = {
  unreachable: "There was an issue connecting to the database. Some features may not work correctly.",
  "tables-missing": "Some database tables may not be set up correctly. Please contact support.",
};

function DatabaseNotice({ status }: { status: DatabaseStatus }) {
  if (status === "ready") {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Database aria-hidden="true" className="size-4" />
        Banco de dados conectado.
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{problems[status]}</p>
    </div>
  );
}
