import { redirect } from "react-router";
import { handleSignOut } from "~/.server/auth/auth-actions";
import type { Route } from "./+types/auth.sign-out";

/**
 * POST /auth/sair: ends the session ('Logout realizado', then /). The page that follows tells
 * the other open tabs, which leave the admin area (BroadcastChannel).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSignOut(request, context);
}

export function loader() {
  return redirect("/");
}
