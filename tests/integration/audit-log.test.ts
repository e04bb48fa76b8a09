import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/.server/db/schema";
import { runRetention } from "~/.server/retention";
import { Visitor } from "../support/auth-client";
import { contactFormScreenPost } from "../support/contact-form-screen";
import { contactLeadFields } from "../support/contact-lead";
import {
  createPostgresDatabase,
  databaseKinds,
  openTestDatabase,
  type PostgresDatabase,
  type TestDatabase,
} from "../support/databases";
import { pageFormData } from "../support/editor-form";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The audit log (Auditoria), on both databases, through HTTP as the team uses the admin: each
 * action leaves an entry naming the person, the address, what was done and to what (with
 * before/after for settings); the screen filters and exports them; only an Administrador opens
 * it; nothing changes or deletes an entry but the retention pass.
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const section = "/admin/content/hero.modelo-prime";

type CsvEntry = Record<string, string>;

/** The list of entries as the page shows it (not the filter's options, not the page's data). */
function entriesOf(html: string): string {
  const start = html.indexOf('aria-label="Registros, do mais recente ao mais antigo"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</ol>", start));
}

describe.each(databaseKinds)("the audit log on %s", (kind) => {
  let server: ServerProcess;
  let postgres: PostgresDatabase | undefined;
  let asAdmin: Visitor;
  let adminId = "";
  let leadId = "";

  /** The Auditoria CSV for `query`, read back as rows keyed by heading. */
  async function auditCsv(query = ""): Promise<CsvEntry[]> {
    const answer = await asAdmin.get(`/admin/auditoria.csv${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const parsed = Papa.parse<CsvEntry>(answer.text.replace(/^\uFEFF/, ""), {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    });
    return parsed.data;
  }

  const ofAction = (rows: CsvEntry[], action: string) =>
    rows.filter((row) => row["Código da ação"] === action);

  beforeAll(async () => {
    if (kind === "postgres") postgres = await createPostgresDatabase();
    const port = await findFreePort();
    server = await startServer({
      port,
      ...(postgres ? { databaseUrl: postgres.url } : {}),
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DEV_MAILBOX_ENDPOINT: "1",
        OUTBOX_POLL_MS: "50",
        // Where leads go: a local port nobody listens on (the deliveries fail, which is fine here).
        LEAD_WEBHOOK_URL: "http://127.0.0.1:9/lead",
      },
    });
    asAdmin = new Visitor(server.url);
    // A wrong password first, then the right one.
    const wrong = await new Visitor(server.url).post("/auth", {
      ...admin,
      password: "errada-123",
      intent: "login",
    });
    expect(wrong.status).toBe(401);
    expect((await asAdmin.post("/auth", { intent: "login", ...admin })).location).toBe("/admin");
    // A lead to see and export.
    const lead = await new Visitor(server.url).post(
      "/api/contato?page=/",
      contactLeadFields({ name: "Lia Auditada" }),
    );
    expect(lead.status).toBe(200);
    const list = await asAdmin.get("/admin/forms/submissions");
    leadId = /\/admin\/forms\/submissions\/([0-9a-f-]{36})/.exec(list.text)?.[1] ?? "";
    expect(leadId).not.toBe("");
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.drop();
  });

  it("records sign-ins and failed sign-ins with the person, the address and the account", async () => {
    const rows = await auditCsv();
    const [signIn] = ofAction(rows, "auth.sign-in");
    expect(signIn).toMatchObject({ Ação: "Entrou", "Endereço IP": "127.0.0.1", Alvo: admin.email });
    adminId = signIn["ID da pessoa"];
    expect(adminId).not.toBe("");
    const [failed] = ofAction(rows, "auth.sign-in-failed");
    expect(failed).toMatchObject({
      Ação: "Falha ao entrar",
      "ID da pessoa": adminId,
      "Endereço IP": "127.0.0.1",
      Alvo: admin.email,
    });
  });

  it("records a publish, a lead view and the leads' CSV export, each with who did it", async () => {
    const editor = Object.fromEntries(
      pageFormData((await asAdmin.get(section)).text, "secao") as unknown as Iterable<[string, string]>,
    );
    const published = await asAdmin.post(section, { ...editor, intent: "publish" });
    expect(published.status).toBe(303);
    expect((await asAdmin.get(`/admin/forms/submissions/${leadId}`)).status).toBe(200);
    // The page looking again (a pending delivery) is the same view, not a second entry.
    expect((await asAdmin.get(`/admin/forms/submissions/${leadId}`)).status).toBe(200);
    expect((await asAdmin.get("/admin/forms/submissions.csv?q=Lia")).status).toBe(200);

    const rows = await auditCsv();
    const [publish] = ofAction(rows, "section.publish");
    expect(publish).toMatchObject({
      Ação: "Publicou a seção",
      "Tipo do alvo": "section",
      "ID do alvo": "hero.modelo-prime",
    });
    expect(publish.Pessoa).toBe(ofAction(rows, "auth.sign-in")[0].Pessoa);
    const views = ofAction(rows, "lead.view");
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ Ação: "Viu o lead", "ID do alvo": leadId, "ID da pessoa": adminId });
    const [exported] = ofAction(rows, "leads.export");
    expect(exported).toMatchObject({
      Ação: "Exportou os leads (CSV)",
      Alvo: "q=Lia",
      "ID da pessoa": adminId,
    });
  });

  it("names who resent a lead on the lead's page", async () => {
    const resent = await asAdmin.post(`/admin/forms/submissions/${leadId}`, { intent: "reenviar" });
    expect(resent.status).toBe(303);
    const page = await asAdmin.get(`/admin/forms/submissions/${leadId}`);
    const name = ofAction(await auditCsv(), "auth.sign-in")[0].Pessoa;
    expect(page.text).toContain("Reenvios");
    expect(page.text).toContain(`Reenviado por <span class="font-semibold">${name}</span>`);
    expect(ofAction(await auditCsv("?acao=lead.resend"), "lead.resend")[0]).toMatchObject({
      Ação: "Reenviou o lead",
      "ID do alvo": leadId,
    });
  });

  it("keeps the webhook address's before and after", async () => {
    // Saved only (no lead is sent after this): a public address, as production requires.
    const hook = "https://93.184.216.34/crm";
    expect(
      (await asAdmin.post("/admin/forms?index", contactFormScreenPost({ webhookUrl: hook }))).status,
    ).toBe(303);
    const rows = await auditCsv("?acao=form.webhook");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]["Alterações (antes → depois)"])).toEqual({
      webhookUrl: { before: null, after: hook },
    });
    expect(ofAction(await auditCsv("?acao=form.save"), "form.save")).toHaveLength(1);
  });

  it("records the restore of a Styling version and of a contact form version, with what changed", async () => {
    const theme = (primary: string) => ({
      intent: "salvar-estilos",
      primary,
      background: "#ffffff",
      text: "#0f172a",
      accent: "#f59e0b",
      border: "#d1d5db",
      headingFont: "Inter",
      bodyFont: "Inter",
      baseSize: "16px",
    });
    expect((await asAdmin.post("/admin/styling", theme("#1d4ed8"))).status).toBe(303);
    expect((await asAdmin.post("/admin/styling", theme("#7c3aed"))).status).toBe(303);
    // The versions listed on the screen, newest first: the second one is the blue theme.
    const stylingVersions = [...(await asAdmin.get("/admin/styling")).text.matchAll(/\?comparar=(\d+)/g)].map(
      ([, id]) => id,
    );
    const blue = [...new Set(stylingVersions)][1];
    expect(blue).toBeDefined();
    const restored = await asAdmin.post("/admin/styling", { intent: "restaurar-versao", versionId: blue });
    expect(restored.status).toBe(303);
    const [styling] = ofAction(await auditCsv("?acao=styling.restore"), "styling.restore");
    expect(styling).toMatchObject({
      Ação: "Restaurou uma versão do estilo do site",
      "ID da pessoa": adminId,
    });
    expect(JSON.stringify(styling)).toContain("#7c3aed");
    expect(JSON.stringify(styling)).toContain("#1d4ed8");

    // The contact form: a version kept by the webhook test above, restored.
    const [formVersion] = [...(await asAdmin.get("/admin/forms")).text.matchAll(/\?comparar=(\d+)/g)].map(
      ([, id]) => id,
    );
    expect(formVersion).toBeDefined();
    const formRestored = await asAdmin.post("/admin/forms?index", {
      intent: "restaurar-versao",
      versionId: formVersion,
    });
    expect(formRestored.status).toBe(303);
    const [form] = ofAction(await auditCsv("?acao=form.restore"), "form.restore");
    expect(form).toMatchObject({
      Ação: "Restaurou uma versão do formulário de contato",
      "ID da pessoa": adminId,
    });
  });

  it("records invitations and role changes, naming the person and the roles", async () => {
    const invited = await asAdmin.post("/admin/usuarios", {
      intent: "convidar",
      email: "rui@example.com.br",
      role: "editor",
    });
    expect(invited.status).toBe(303);
    const [invitation] = ofAction(await auditCsv(), "user.invite");
    expect(invitation).toMatchObject({ Ação: "Convidou", Alvo: "rui@example.com.br" });
    expect(JSON.parse(invitation["Alterações (antes → depois)"])).toEqual({
      perfil: { before: null, after: "Editor" },
    });
  });

  it("shows the entries with names on Auditoria, filtered by action, person and period in the address", async () => {
    const all = await asAdmin.get("/admin/auditoria");
    expect(all.status).toBe(200);
    expect(all.text).toContain("Publicou a seção");
    expect(all.text).toContain("Viu o lead");
    const onlyViews = await asAdmin.get("/admin/auditoria?acao=lead.view");
    const listed = entriesOf(onlyViews.text);
    expect(listed).toContain("Viu o lead");
    expect(listed).not.toContain("Publicou a seção");
    expect(onlyViews.text).toMatch(/<option value="lead.view" selected="">/);

    const byPerson = await auditCsv(`?pessoa=${adminId}`);
    expect(byPerson.length).toBeGreaterThan(3);
    expect(byPerson.every((row) => row["ID da pessoa"] === adminId)).toBe(true);
    expect(await auditCsv(`?pessoa=${"x".repeat(20)}`)).toEqual([]);
    expect(await auditCsv("?de=2099-01-01")).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    expect((await auditCsv(`?de=${today}&ate=${today}&acao=section.publish`)).length).toBe(1);

    const bad = await asAdmin.get("/admin/auditoria?de=2026-02-31&acao=nada");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Data inválida");
    expect(bad.text).toContain("Escolha uma ação da lista.");
  });

  it("pages by position: older and newer pages neither repeat nor skip an entry", async () => {
    // Enough entries for three pages: lead views of distinct leads would need leads; exports do.
    for (let i = 0; i < 60; i++)
      expect((await asAdmin.get(`/admin/forms/submissions.csv?q=p${i}`)).status).toBe(200);
    const seen: string[] = [];
    let url: string | null = "/admin/auditoria?acao=leads.export";
    let pages = 0;
    while (url) {
      const page = await asAdmin.get(url);
      seen.push(...[...entriesOf(page.text).matchAll(/q=p(\d+)/g)].map((match) => match[1]));
      url =
        /href="(\/admin\/auditoria\?[^"]*apos=[^"]+)"/.exec(page.text)?.[1]?.replace(/&amp;/g, "&") ?? null;
      pages++;
    }
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(60);
    expect(seen.length).toBe(60);
  });

  it("audits the export of the audit log itself", async () => {
    await auditCsv("?acao=section.publish");
    // The newest is this very export: it is written before the file, so the file holds it.
    const exports = ofAction(await auditCsv("?acao=audit.export"), "audit.export");
    expect(exports[0].Alvo).toContain("Exportou o registro de auditoria");
    const entry = exports.find((row) => row.Alvo.includes("Publicou a seção"));
    expect(entry).toMatchObject({ Ação: "Exportou o registro de auditoria (CSV)", "ID da pessoa": adminId });
  });

  it("has no way to change or delete an entry from the admin", async () => {
    const bodies: Record<string, string>[] = [{ intent: "excluir" }, { intent: "editar" }, {}];
    for (const body of bodies) {
      const answer = await asAdmin.post("/admin/auditoria", body);
      expect(answer.status).toBe(405);
    }
    expect((await asAdmin.post("/admin/auditoria.csv", {})).status).toBe(405);
    expect(ofAction(await auditCsv(), "section.publish")).toHaveLength(1);
  });

  it("is the Administrador's only: the sidebar shows it to them alone, others are sent back", async () => {
    expect((await asAdmin.get("/admin")).text).toContain('href="/admin/auditoria"');
    // An Editor, through an invitation accepted with the dev mailbox.
    await asAdmin.post("/admin/usuarios", {
      intent: "convidar",
      email: "edu@example.com.br",
      role: "editor",
    });
    let link = "";
    for (let i = 0; i < 100 && !link; i++) {
      const mails = (await (
        await fetch(`${server.url}/__dev/mailbox?to=edu@example.com.br`)
      ).json()) as Array<{
        link: string;
        status: string;
      }>;
      link = mails.find((mail) => mail.status === "delivered")?.link ?? "";
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = new URL(link).searchParams.get("token") ?? "";
    await new Visitor(server.url).post("/auth/convite", {
      token,
      fullName: "Edu Editor",
      password: "senha-da-equipe",
      confirmPassword: "senha-da-equipe",
    });
    const editor = new Visitor(server.url);
    expect(
      (
        await editor.post("/auth", {
          intent: "login",
          email: "edu@example.com.br",
          password: "senha-da-equipe",
        })
      ).location,
    ).toBe("/admin");
    expect((await editor.get("/admin")).text).not.toContain('href="/admin/auditoria"');
    for (const url of ["/admin/auditoria", "/admin/auditoria.csv", "/admin/auditoria.data"]) {
      const answer = await editor.get(url);
      expect(answer.status, url).toBe(url.endsWith(".data") ? 202 : 303);
      if (!url.endsWith(".data")) expect(answer.location, url).toBe("/admin");
    }
    // The Editor's sign-in is on the log, under their name.
    const signIns = ofAction(await auditCsv("?acao=auth.sign-in"), "auth.sign-in");
    expect(signIns.some((row) => row.Pessoa === "Edu Editor" && row.Alvo === "edu@example.com.br")).toBe(
      true,
    );
  });
});

describe.each(databaseKinds)("the audit log's table on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const settings = {
    DELIVERED_PAYLOAD_RETENTION_DAYS: 30,
    SNAPSHOTS_KEPT: 200,
    LEAD_RETENTION_DAYS: undefined,
    AUDIT_RETENTION_DAYS: 365,
  };

  async function entry(daysAgo: number, action = "lead.view") {
    const [row] = await database.db
      .insert(auditLog)
      .values({
        actorId: "u1",
        actorName: "Ana",
        ip: "203.0.113.9",
        action,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning({ id: auditLog.id });
    return row.id;
  }

  it("refuses to change or delete an entry, except through the retention pass", async () => {
    const id = await entry(1);
    await expect(
      database.db.execute(sql`update audit_log set actor_name = 'Outra' where id = ${id}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [kept] = await database.db.select().from(auditLog).where(sql`id = ${id}`);
    expect(kept.actorName).toBe("Ana");
  });

  it("removes entries older than AUDIT_RETENTION_DAYS and keeps the rest", async () => {
    const old = await entry(400);
    const older = await entry(3000);
    const recent = await entry(364);
    const report = await runRetention(database.db, settings);
    expect(report?.auditEntries).toBe(2);
    const left = (await database.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
    expect(left).not.toContain(older);
    // Outside the pass, the permission does not linger.
    await expect(database.db.execute(sql`delete from audit_log where id = ${recent}`)).rejects.toThrow();
  });
});
