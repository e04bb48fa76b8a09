import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { adminMeta } from "~/components/admin/admin-page";
import type { Route } from "./+types/admin.forms.contact";

/** /admin/forms: the contact form's fields and settings. */

export const meta: Route.MetaFunction = () => adminMeta("Forms Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return data({}, { headers: admin.headers });
}

export default function Page() {
  return <p className="text-muted">Esta área está sendo preparada.</p>;
}
