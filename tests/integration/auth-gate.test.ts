import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createFlashCookie } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { createLogger } from "~/.server/logger";

/**
 * The gate when the role check itself fails (the database does not answer): the notice 'Erro ao
 * verificar status de administrador', and the visitor is treated as not an admin. (The other outcomes of the gate are
 * checked on the real server in admin-access.test.ts.)
 */

describe("requireRole when the role check fails", () => {
  it("sends to / with 'Erro ao verificar status de administrador'", async () => {
    const flashCookie = createFlashCookie({ secret: "a-secret-for-the-gate-test-0123456789", secure: false });
    const context = {
      services: {
        logger: createLogger("silent"),
        flashCookie,
        auth: {
          api: {
            getSession: async () => {
              throw new Error("connection refused");
            },
          },
        },
      },
    } as unknown as AppLoadContext;
    const request = new Request("http://localhost:3000/admin/content", {
      headers: { cookie: "cota.session_token=abc.def" },
    });

    const thrown = await requireRole(request, context, ["admin"]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const notice = await flashCookie.parse(response.headers.get("set-cookie"));
    expect(notice).toEqual({
      title: "Erro ao verificar status de administrador",
      description:
        "Ocorreu um problema ao verificar seus privilégios de administrador. Tente novamente mais tarde.",
      variant: "error",
    });
  });
});
