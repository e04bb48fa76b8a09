import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import type { Route } from "./+types/admin.forms";

/** /admin/forms (admin-and-auth.md §2): behind the gate; the screen itself comes next. */

export const meta: Route.MetaFunction = () => adminMeta("Forms Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return data({}, { headers: admin.headers });
}

export default function AdminFormsPage() {
  return <AdminPageHeader title="Forms Management" description="Esta área está sendo preparada." />;
}
