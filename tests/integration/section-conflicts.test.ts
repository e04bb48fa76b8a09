import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Visitor } from "../support/auth-client";
import { contactFormScreenPost } from "../support/contact-form-screen";
import { pageFormData } from "../support/editor-form";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Two people editing one section: each editor sends back the state it was opened on, and a save
 * or publish over a newer one is refused with who did it and when, keeps what was typed, shows
 * what differs, and comes back as the newer version with this person's own change on top — so
 * saving again applies exactly that change. (The e2e journey does the same in two browsers.)
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const section = "/admin/content/hero.modelo-prime";

type Form = Record<string, string>;

describe("two people editing one section", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  let asMaria: Visitor;

  /** "Assumir a edição": someone else has the editor open (docs/decisions/042). */
  async function takeOver(visitor: Visitor, thing = "section:hero.modelo-prime") {
    const answer = await visitor.post("/admin/presenca", { intent: "assumir-edicao", thing });
    expect(answer.status).toBe(303);
  }

  async function openEditor(visitor: Visitor): Promise<Form> {
    const page = await visitor.get(section);
    expect(page.status).toBe(200);
    return Object.fromEntries(pageFormData(page.text, "secao") as unknown as Iterable<[string, string]>);
  }

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startServer({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DEV_MAILBOX_ENDPOINT: "1",
        OUTBOX_POLL_MS: "50",
      },
    });
    asAdmin = new Visitor(server.url);
    expect((await asAdmin.post("/auth", { intent: "login", ...admin })).location).toBe("/admin");
    // Maria joins as an Editor through an invitation.
    const email = "maria@example.com.br";
    await asAdmin.post("/admin/usuarios", { intent: "convidar", email, role: "editor" });
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      const mails = (await (await fetch(`${server.url}/__dev/mailbox?to=${email}`)).json()) as Array<{
        link: string;
        status: string;
      }>;
      link = mails.find((mail) => mail.status === "delivered")?.link;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = new URL(link!).searchParams.get("token")!;
    const password = "senha-da-maria";
    await new Visitor(server.url).post("/auth/convite", {
      token,
      fullName: "Maria Souza",
      password,
      confirmPassword: password,
    });
    asMaria = new Visitor(server.url);
    expect((await asMaria.post("/auth", { intent: "login", email, password })).location).toBe("/admin");
  });
  afterAll(() => server?.stop());

  it("refuses a publish over a newer one, keeps the typing, and publishes the change on top when sent again", async () => {
    const adminsForm = await openEditor(asAdmin);
    const mariasForm = await openEditor(asMaria);
    expect(adminsForm.editedFrom).toMatch(/^\d+\.\d+$/);
    await takeOver(asMaria);

    const byMaria = await asMaria.post(section, {
      ...mariasForm,
      title: "Título da Maria",
      intent: "publish",
    });
    expect(byMaria.status).toBe(303);

    // The admin's page is older: he changed only the subtitle. Maria took the editing over, so
    // his publish is refused first for that; he takes it back and publishes again.
    const takenOver = await asAdmin.post(section, {
      ...adminsForm,
      subtitle: "Subtítulo do admin",
      intent: "publish",
    });
    expect(takenOver.status).toBe(409);
    expect(takenOver.text).toMatch(/Maria Souza assumiu a edição às \d{2}:\d{2}\./);
    await takeOver(asAdmin);
    const stale = await asAdmin.post(section, {
      ...adminsForm,
      subtitle: "Subtítulo do admin",
      intent: "publish",
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toMatch(/Maria Souza publicou esta seção às \d{2}:\d{2}\./);
    expect(stale.text).toContain("Nada do que você digitou foi perdido");
    expect(stale.text).toContain("Título da Maria");
    // The form comes back as Maria's version with his subtitle on top, and the newer stamp.
    const again = Object.fromEntries(
      pageFormData(stale.text, "secao") as unknown as Iterable<[string, string]>,
    );
    expect(again.title).toBe("Título da Maria");
    expect(again.subtitle).toBe("Subtítulo do admin");
    expect(again.editedFrom).not.toBe(adminsForm.editedFrom);
    // Nothing of his was published meanwhile.
    expect((await openEditor(asMaria)).subtitle).toBe(mariasForm.subtitle);

    const reapplied = await asAdmin.post(section, { ...again, intent: "publish" });
    expect(reapplied.status).toBe(303);
    const published = await openEditor(asMaria);
    expect(published.title).toBe("Título da Maria");
    expect(published.subtitle).toBe("Subtítulo do admin");
    const page = await asMaria.get(section);
    expect(page.text).toMatch(/Publicado em [^<]* por Administrador/);
  });

  it("refuses a draft saved over someone else's newer draft, naming them", async () => {
    const adminsForm = await openEditor(asAdmin);
    const mariasForm = await openEditor(asMaria);
    await takeOver(asMaria);
    expect(
      (await asMaria.post(section, { ...mariasForm, title: "Rascunho da Maria", intent: "save-draft" }))
        .status,
    ).toBe(303);
    await takeOver(asAdmin);
    const stale = await asAdmin.post(section, {
      ...adminsForm,
      title: "Rascunho do admin",
      intent: "save-draft",
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toMatch(/Maria Souza salvou um rascunho desta seção às \d{2}:\d{2}\./);
    // Both changed the title: his typing is what the form keeps.
    const again = Object.fromEntries(
      pageFormData(stale.text, "secao") as unknown as Iterable<[string, string]>,
    );
    expect(again.title).toBe("Rascunho do admin");
    expect((await openEditor(asMaria)).title).toBe("Rascunho da Maria");
  });

  it("lets one person save twice in a row (each save starts from the page it leads to)", async () => {
    await takeOver(asMaria);
    const form = await openEditor(asMaria);
    expect((await asMaria.post(section, { ...form, title: "Primeira", intent: "save-draft" })).status).toBe(
      303,
    );
    const next = await openEditor(asMaria);
    expect((await asMaria.post(section, { ...next, title: "Segunda", intent: "publish" })).status).toBe(303);
    expect((await openEditor(asMaria)).title).toBe("Segunda");
  });

  it("refuses a contact form save over someone else's newer one, naming them, and applies it when sent again", async () => {
    const adminsPage = await asAdmin.get("/admin/forms");
    const stamp = /name="editedFrom" value="(\d+)"/.exec(adminsPage.text)?.[1];
    expect(stamp).toBeTruthy();
    const mariasStamp = /name="editedFrom" value="(\d+)"/.exec((await asMaria.get("/admin/forms")).text)?.[1];
    await takeOver(asMaria, "form:contact");
    const byMaria = await asMaria.post("/admin/forms?index", {
      ...withoutWebhook(contactFormScreenPost({ submitButtonText: "Quero ser franqueado" })),
      editedFrom: mariasStamp!,
    });
    expect(byMaria.status).toBe(303);

    await takeOver(asAdmin, "form:contact");
    const stale = await asAdmin.post("/admin/forms?index", {
      ...contactFormScreenPost({ successMessage: "Recebemos! Falamos em breve." }),
      editedFrom: stamp!,
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toMatch(/Maria Souza salvou o formulário às \d{2}:\d{2}\./);
    expect(stale.text).toContain("Recebemos! Falamos em breve.");
    const newer = /name="editedFrom" value="(\d+)"/.exec(stale.text)?.[1];
    expect(newer).not.toBe(stamp);
    expect((await asMaria.get("/admin/forms")).text).not.toContain("Recebemos! Falamos em breve.");

    const again = await asAdmin.post("/admin/forms?index", {
      ...contactFormScreenPost({ successMessage: "Recebemos! Falamos em breve." }),
      editedFrom: newer!,
    });
    expect(again.status).toBe(303);
    expect((await asMaria.get("/admin/forms")).text).toContain("Recebemos! Falamos em breve.");
  });
});

/** An Editor's form has no webhook field. */
function withoutWebhook(fields: Record<string, string>): Record<string, string> {
  const { webhookUrl: _left, ...rest } = fields;
  return rest;
}
