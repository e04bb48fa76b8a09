import type { ActionFunctionArgs, ServerBuild } from "react-router";
import { readSignedInRole } from "~/.server/auth/session";
import { bumpContentVersion, waitOutContentVersionLease } from "~/.server/content/content-version";
import type { AppServices } from "~/.server/services";
import { isAdminRole } from "~/lib/admin-roles";

type ServerRoute = ServerBuild["routes"][string];

/**
 * The one place where admin saves reach the page cache: every action of the admin area
 * (Content, Styling, Forms, Media, the dashboard's site data import, restore and reset, and any
 * admin screen added later under /admin) is wrapped so that, once it has run for an admin,
 * the content version is bumped, and the version reads' lease waited out, before React Router
 * sends its answer. So no visitor, on any instance, gets a page older than a save whose success
 * message the admin has seen (content-version.ts says why the wait makes that hold).
 *
 * Bumping after every admin action, whatever it did (also a failed save, or one that changes
 * nothing public), costs one render per page at most; missing one would serve stale pages.
 */
export function withContentVersionBumps(build: ServerBuild, services: AppServices): ServerBuild {
  const adminRoutes = adminRouteIds(build.routes);
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = route && adminRoutes.has(id) ? withBump(route, services) : route;
  }
  return { ...build, routes };
}

function withBump(route: ServerRoute, services: AppServices): ServerRoute {
  const action = route?.module.action;
  if (!route || !action) return route;
  const bumpingAction = async (args: ActionFunctionArgs) => {
    try {
      return await action(args);
    } finally {
      await bumpAfterAdminAction(args.request, services);
    }
  };
  return { ...route, module: { ...route.module, action: bumpingAction } };
}

async function bumpAfterAdminAction(request: Request, services: AppServices): Promise<void> {
  // Only the team's actions can have changed anything (requireRole refused the others): an
  // anonymous post must not be a way to make every instance render again.
  const role = await readSignedInRole(request, services);
  if (!isAdminRole(role)) return;
  try {
    await bumpContentVersion(services.db);
  } catch (error) {
    services.logger.error(
      { err: error, path: new URL(request.url).pathname },
      "could not bump the content version after an admin action",
    );
    // The admin must not see a success while visitors may still get the old page.
    throw error;
  }
  await waitOutContentVersionLease();
}

/** The admin layout (path "admin" under the root) and every route below it. */
function adminRouteIds(routes: ServerBuild["routes"]): Set<string> {
  const parentOf = new Map<string, string | undefined>();
  let layoutId: string | undefined;
  for (const [id, route] of Object.entries(routes)) {
    parentOf.set(id, route?.parentId);
    if (route?.path === "admin" && route.parentId === "root") layoutId = id;
  }
  const ids = new Set<string>();
  if (!layoutId) return ids;
  for (const id of parentOf.keys()) {
    for (let at: string | undefined = id; at; at = parentOf.get(at)) {
      if (at === layoutId) {
        ids.add(id);
        break;
      }
    }
  }
  return ids;
}
