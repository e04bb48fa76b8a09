import { useEffect } from "react";
import { data } from "react-router";
import { requireRole } from "~/.server/auth/session";
import { listScheduled } from "~/.server/content/scheduled-publications";
import { readSectionList } from "~/.server/content/section-list";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ScheduledPublications } from "~/components/admin/scheduled-publications";
import { SectionList } from "~/components/admin/section-list";
import { notify } from "~/components/ui/toaster";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.content";

/**
 * /admin/content, Content Management: the list of the site's editable sections by group (the
 * page heroes first, the logo, social links and promo banner under "Todas as páginas"); each
 * opens its own editor with draft, preview, publish and versions.
 */

export const meta: Route.MetaFunction = () => adminMeta("Content Management");

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("content") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  try {
    const [sectionGroups, scheduled] = await Promise.all([
      readSectionList(context),
      listScheduled(context.services.db),
    ]);
    return data({ sectionGroups, scheduled, loadError: null });
  } catch (error) {
    context.services.logger.error({ err: error }, "content management: could not read the content");
    const loadError = error instanceof Error ? error.message : String(error);
    return data({ sectionGroups: [], scheduled: [], loadError });
  }
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { loadError, sectionGroups, scheduled } = loaderData;

  useEffect(() => {
    if (loadError) notify({ title: "Error loading content", description: loadError, variant: "error" });
  }, [loadError]);

  return (
    <>
      <AdminPageHeader
        title="Content Management"
        description="Os textos e imagens de cada página, o logo, as redes sociais e o banner promocional."
      />
      {loadError && (
        <p role="alert" className="mb-6 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-danger">
          Não foi possível carregar o conteúdo. Recarregue a página para tentar de novo.
        </p>
      )}
      <ScheduledPublications items={scheduled} />
      <SectionList groups={sectionGroups} />
    </>
  );
}
