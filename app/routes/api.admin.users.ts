import { z } from "zod";
import { hasAdminApiToken } from "~/.server/auth/admin-api";
import { ensureAdmin } from "~/.server/auth/bootstrap";
import type { Route } from "./+types/api.admin.users";

/**
 * POST /api/admin/users — creates or promotes an admin: `npm run admin:create` calls it on the
 * running server (so the embedded database is never opened twice). Accepts only the token the
 * server wrote to DATA_DIR/admin-api.json at start (app/.server/auth/admin-api.ts).
 */

const bodySchema = z.object({
  email: z.email(),
  password: z.string().min(6).max(128).optional(),
  name: z.string().trim().min(1).max(120).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, logger, adminApiToken } = context.services;
  if (request.method !== "POST") return Response.json({ error: "method not allowed" }, { status: 405 });
  if (!hasAdminApiToken(request, adminApiToken)) {
    logger.warn({ ip: context.clientIp }, "admin API: request without the server's token");
    return Response.json({ error: "unauthorized" }, { status: 401 });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return Response.json(
      { error: "invalid body", issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) },
      { status: 400 },
    );
  }
  const result = await ensureAdmin({ auth, db }, parsed.data);
  logger.info({ email: result.email, outcome: result.outcome }, "admin API: admin account ensured");
  return Response.json(result, { status: result.outcome === "created" ? 201 : 200 });
}

export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405 });
}
