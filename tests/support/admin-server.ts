import { Visitor } from "./auth-client";
import { findFreePort } from "./free-port";
import { type ServerProcess, startServer } from "./server-process";

/** The admin that start-up ensures on servers started by `startServerWithAdmin`. */
export const testAdmin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };

/**
 * The built server on a fresh embedded database with `testAdmin` ensured at start-up (more
 * environment in `env`), and a Visitor signed in as that admin.
 */
export async function startServerWithAdmin(
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; asAdmin: Visitor }> {
  const port = await findFreePort();
  const server = await startServer({
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      ...env,
    },
  });
  const asAdmin = new Visitor(server.url);
  const signIn = await asAdmin.post("/auth", { intent: "login", ...testAdmin });
  if (signIn.location !== "/admin") {
    await server.stop();
    throw new Error(`the test admin could not sign in (answer ${signIn.status} → ${signIn.location})`);
  }
  return { server, asAdmin };
}
