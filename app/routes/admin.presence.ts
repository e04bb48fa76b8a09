import { data } from "react-router";
import { capabilityOf, heartbeat, mayMark, release, takeOver } from "~/.server/admin/editing-marks";
import { redirectWithNotice } from "~/.server/auth/flash";
import { requireCapability, requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.presence";

/**
 * /admin/presenca: the editors' marks ("Maria está editando desde 14:30", docs/decisions/042).
 * An open editor checks in here every minute and says when it leaves; "Assumir a edição" is a
 * plain form posted here, answered with a redirect back to the editor, so it works without
 * JavaScript. Each post is checked against the capability of the thing it marks.
 */

/** Who may open this screen and use its actions (docs/decisions/048): whoever edits something. */
export const handle = {
  roles: {
    loader: rolesFor("content", "styling", "formTexts"),
    action: rolesFor("content", "styling", "formTexts"),
  },
} satisfies AdminRouteHandle;

/** The editor of a marked thing, where "Assumir a edição" leads back to. */
function editorPath(thing: string): string {
  if (thing.startsWith("section:"))
    return `/admin/content/${encodeURIComponent(thing.slice("section:".length))}`;
  if (thing.startsWith("page:")) return `/admin/paginas/${thing.slice("page:".length)}`;
  return thing === "styling" ? "/admin/styling" : "/admin/forms";
}

/** Nothing to read here: the editors' loaders say who holds a mark. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  return Response.json({}, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = String(formData.get("intent") ?? "");
  const thing = String(formData.get("thing") ?? "");
  const pageToken = String(formData.get("pageToken") ?? "");
  if (!["heartbeat", "release", "assumir-edicao"].includes(intent)) throw data(null, { status: 400 });
  const capability = capabilityOf(thing);
  if (!capability) throw data(null, { status: 400 });
  if (!mayMark(session.user.role, thing)) await requireCapability(session, context, capability);
  const { db, logger } = context.services;
  const userId = session.user.id;
  switch (intent) {
    case "assumir-edicao":
      await takeOver(db, thing, userId);
      logger.info({ userId, thing }, "editing mark: taken over");
      return redirectWithNotice(context, editorPath(thing), {
        title: "Você assumiu a edição",
        description: "Quem estava editando foi avisado e não pode mais salvar por cima.",
        variant: "success",
      });
    case "heartbeat":
      if (!/^[0-9a-f-]{36}$/.test(pageToken)) throw data(null, { status: 400 });
      return Response.json(await heartbeat(db, thing, userId, pageToken), {
        headers: { "Cache-Control": "no-store" },
      });
    default:
      await release(db, thing, userId, pageToken);
      return new Response(null, { status: 204 });
  }
}
