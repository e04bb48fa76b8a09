import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import type { ServerProcess } from "../support/server-process";

/**
 * "Páginas" through the real server (docs/decisions/058): what the list's and the editor's
 * actions accept and refuse — a taken or malformed address, a block that may appear once,
 * a field of a block's own value, a save over a newer one, unknown intents and pages — and that
 * the blocks' buttons send the form back changed without saving it. Who may use the screens is
 * checked for every admin route by admin-access.test.ts.
 */

let server: ServerProcess;
let admin: Visitor;

beforeAll(async () => {
  ({ server, asAdmin: admin } = await startServerWithAdmin());
});
afterAll(async () => {
  await server?.stop();
});

/** The value of the hidden `editedFrom` input: the stored state the editor was opened on. */
function stampOf(html: string): string {
  return /name="editedFrom" value="([^"]*)"/.exec(html)?.[1] ?? "";
}

/** The editor's form as the page drew it: each named input with its value (hidden ones included). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const start = html.indexOf('<form id="pagina"');
  const form = html.slice(start, html.indexOf("</form>", start));
  const attribute = (attributes: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  for (const [, attributes] of form.matchAll(/<input\b([^>]*)>/g)) {
    const name = attribute(attributes, "name");
    if (!name) continue;
    if (attribute(attributes, "type") === "checkbox") {
      if (/\bchecked=""/.test(attributes)) fields[name] = attribute(attributes, "value") ?? "on";
    } else fields[name] = htmlText(attribute(attributes, "value") ?? "");
  }
  for (const [, attributes, text] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(attributes, "name");
    if (name) fields[name] = htmlText(text);
  }
  for (const [, attributes, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attribute(attributes, "name");
    const chosen =
      /<option\b([^>]*\bselected=""[^>]*)>/.exec(options)?.[1] ??
      /<option\b([^>]*)>/.exec(options)?.[1] ??
      "";
    if (name) fields[name] = htmlText(attribute(chosen, "value") ?? "");
  }
  return fields;
}

/** Creates a page on "Páginas" from a template; its editor's address. */
async function createPage(title: string, path: string, template = "campaign"): Promise<string> {
  const created = await admin.post("/admin/paginas", { intent: "create", title, path, template });
  expect(created.status).toBe(303);
  return created.location ?? "";
}

function htmlText(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

describe("Páginas: creating a page", () => {
  it("refuses a malformed or taken address and an unknown template, keeping what was typed", async () => {
    const malformed = await admin.post("/admin/paginas", {
      intent: "create",
      title: "Médicos",
      path: "segmentos medicos",
      template: "segment",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain("Use um endereço como /campanha-verao");
    expect(malformed.text).toMatch(/name="title"[^>]*value="Médicos"|value="Médicos"[^>]*name="title"/);

    const taken = await admin.post("/admin/paginas", {
      intent: "create",
      title: "Advogados",
      path: "/segmentos/advogados",
      template: "segment",
    });
    expect(taken.status).toBe(400);
    expect(taken.text).toContain('aria-invalid="true"');

    const template = await admin.post("/admin/paginas", {
      intent: "create",
      title: "X",
      path: "/x",
      template: "nenhum",
    });
    expect(template.status).toBe(400);
    expect(template.text).toContain("Escolha um modelo.");
    expect((await admin.post("/admin/paginas", { intent: "apagar-tudo" })).status).toBe(400);
  });

  it("creates a page from a template as a draft and opens its editor; a made-up page is a 404", async () => {
    const created = await admin.post("/admin/paginas", {
      intent: "create",
      title: "Campanha de verão",
      path: "/campanha-verao",
      template: "campaign",
    });
    expect(created.status).toBe(303);
    expect(created.location).toMatch(/^\/admin\/paginas\/\d+$/);
    expect(admin.flash()?.title).toBe("Página criada");
    const editor = await admin.get(created.location ?? "");
    expect(editor.status).toBe(200);
    expect(editor.text).toContain("Campanha de verão");
    expect(editor.text).toContain("Rascunho");
    const list = await admin.get("/admin/paginas");
    expect(list.text).toContain("/campanha-verao");
    expect((await admin.get("/admin/paginas/999999")).status).toBe(404);
    expect((await admin.get("/admin/paginas/teste")).status).toBe(404);
  });
});

describe("Páginas: the editor's actions", () => {
  let editorUrl: string;
  beforeAll(async () => {
    editorUrl = await createPage("Dentistas", "/segmentos/dentistas", "segment");
  });

  it("adds, moves and removes blocks without saving; refuses a second block that may appear once", async () => {
    const opened = await admin.get(editorUrl);
    const fields = formFields(opened.text);
    const blocksBefore = Object.keys(fields).filter((name) => /^blocks\[\d+\]\.id$/.test(name)).length;
    expect(blocksBefore).toBeGreaterThan(1);

    const added = await admin.post(editorUrl, { ...fields, intent: "block-add", newBlockType: "rich-text" });
    expect(added.status).toBe(200);
    const afterAdd = formFields(added.text);
    expect(afterAdd[`blocks[${blocksBefore}].type`]).toBe("rich-text");
    // Not saved: the stored page still has its blocks.
    const reopened = formFields((await admin.get(editorUrl)).text);
    expect(Object.keys(reopened).filter((name) => /^blocks\[\d+\]\.id$/.test(name))).toHaveLength(
      blocksBefore,
    );

    const moved = formFields(
      (await admin.post(editorUrl, { ...afterAdd, intent: `block-up:${blocksBefore}` })).text,
    );
    expect(moved[`blocks[${blocksBefore - 1}].type`]).toBe("rich-text");
    const removed = formFields(
      (await admin.post(editorUrl, { ...moved, intent: `block-remove:${blocksBefore - 1}` })).text,
    );
    expect(Object.values(removed)).not.toContain("rich-text");

    const twice = await admin.post(editorUrl, {
      ...fields,
      intent: "block-add",
      newBlockType: "contact-form",
    });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain("só pode aparecer uma vez");

    // A second opening, or the benefits block beside the segment page's benefit cards, would
    // draw ids the page already has: not offered, refused when asked for, refused on save at the block.
    const picker = /<select[^>]*name="newBlockType"[\s\S]*?<\/select>/.exec(opened.text)?.[0] ?? "";
    expect(picker).toContain('value="rich-text"');
    for (const type of ["segment", "model-hero", "home-hero", "hero-figures", "benefits"])
      expect(picker, type).not.toContain(`value="${type}"`);
    expect(opened.text).toContain("Os tipos que repetiriam uma parte que a página já tem");
    const opening = await admin.post(editorUrl, {
      ...fields,
      intent: "block-add",
      newBlockType: "model-hero",
    });
    expect(opening.status).toBe(400);
    expect(opening.text).toContain("usa o endereço #inicio, que o bloco “Topo da página (hero)” já usa");
    const saved = await admin.post(editorUrl, {
      ...fields,
      [`blocks[${blocksBefore}].id`]: "b-segundo-topo",
      [`blocks[${blocksBefore}].type`]: "home-hero",
      [`blocks[${blocksBefore}].source`]: "site",
      [`blocks[${blocksBefore}].schemaVersion`]: "1",
      intent: "save-draft",
    });
    expect(saved.status).toBe(400);
    const card = /<li id="bloco-b-segundo-topo"[\s\S]*?<\/li>/.exec(saved.text)?.[0] ?? "";
    expect(card).toContain(
      "O bloco “Topo da página inicial” usa o endereço #inicio, que o bloco “Topo da página (hero)” já usa nesta página: use só um dos dois.",
    );
  });

  it("refuses a block's own field that breaks its rules, under that field, and keeps what was typed", async () => {
    const fields = formFields((await admin.get(editorUrl)).text);
    const heroTitle = Object.keys(fields).find((name) => /^blocks\[\d+\]\.value\.title$/.test(name));
    expect(heroTitle).toBeDefined();
    const refused = await admin.post(editorUrl, {
      ...fields,
      [heroTitle ?? ""]: "",
      "seo.description": "Uma descrição digitada agora",
      intent: "save-draft",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Corrija os campos indicados");
    expect(refused.text).toContain("Uma descrição digitada agora");
    const fieldId = `campo-${(heroTitle ?? "").replace(/[^\w-]+/g, "-")}`;
    expect(refused.text).toMatch(
      new RegExp(`id="${fieldId}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${fieldId}"`),
    );
  });

  it("saves a draft, and refuses a save over a newer publish without losing what was typed", async () => {
    const opened = await admin.get(editorUrl);
    const fields = formFields(opened.text);
    const saved = await admin.post(editorUrl, { ...fields, "seo.title": "Primeira", intent: "save-draft" });
    expect(saved.status).toBe(303);
    expect(admin.flash()?.title).toBe("Rascunho salvo");
    const reopened = formFields((await admin.get(editorUrl)).text);
    expect(reopened["seo.title"]).toBe("Primeira");
    // Published meanwhile (another tab): the form opened before is now stale.
    expect((await admin.post(editorUrl, { ...reopened, intent: "publish" })).status).toBe(303);
    const stale = await admin.post(editorUrl, { ...fields, "seo.title": "Segunda", intent: "save-draft" });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("alterou esta página");
    expect(stale.text).toContain('value="Segunda"');
    expect(stampOf(stale.text)).not.toBe(stampOf(opened.text));
    // Saved again from the newer stamp, it goes through.
    const again = await admin.post(editorUrl, {
      ...fields,
      "seo.title": "Segunda",
      editedFrom: stampOf(stale.text),
      intent: "save-draft",
    });
    expect(again.status).toBe(303);
  });

  it("publishes; asks before retiring; refuses a schedule without a date, and an unknown intent", async () => {
    const fields = formFields((await admin.get(editorUrl)).text);
    const published = await admin.post(editorUrl, { ...fields, intent: "publish" });
    expect(published.status).toBe(303);
    expect(admin.flash()?.title).toBe("Página publicada");
    const list = await admin.get("/admin/paginas");
    expect(list.text).toMatch(
      /\/segmentos\/dentistas[\s\S]*?Publicada|Publicada[\s\S]*?\/segmentos\/dentistas/,
    );
    // "Pré-visualizar" saves the draft and opens it at its address, for a signed-in admin only.
    const preview = await admin.post(editorUrl, {
      ...formFields((await admin.get(editorUrl)).text),
      title: "Dentistas em rascunho",
      intent: "preview",
    });
    expect(preview.status).toBe(303);
    expect(preview.location).toMatch(/^\/segmentos\/dentistas\?pre-visualizar=pagina%3A\d+$/);
    expect((await admin.get(preview.location ?? "")).text).toContain("Dentistas em rascunho");
    const visitor = await new Visitor(server.url).get(preview.location ?? "");
    expect(visitor.text).not.toContain("Dentistas em rascunho");
    // Who published what is in the audit log.
    const audit = await admin.get("/admin/auditoria");
    expect(audit.text).toContain("Publicou a página");
    expect(audit.text).toContain("/segmentos/dentistas");
    const retire = await admin.post(editorUrl, { intent: "retire", redirectTo: "/" });
    expect(retire.status).toBe(200);
    expect(retire.text).toContain("passa a levar à página escolhida");
    const schedule = await admin.post(editorUrl, { intent: "schedule-publish", at: "amanhã" });
    expect(schedule.status).toBe(400);
    expect(schedule.text).toContain("Informe a data e a hora");
    expect((await admin.post(editorUrl, { intent: "apagar-tudo" })).status).toBe(400);
  });
});

describe("Páginas: taking a page off the air and deleting a draft", () => {
  it("takes a published page off the air at once, asked first, with a 301 to a chosen page", async () => {
    const editor = await createPage("Feirão de inverno", "/feirao-inverno");
    const fields = formFields((await admin.get(editor)).text);
    expect((await admin.post(editor, { ...fields, intent: "publish" })).status).toBe(303);
    const visitor = new Visitor(server.url);
    // Seen by a visitor first, so the page cache holds it.
    expect((await visitor.get("/feirao-inverno")).status).toBe(200);
    expect((await visitor.get("/feirao-inverno")).text).toContain("Feirão de inverno");

    const asked = await admin.post(editor, { intent: "unpublish", redirectTo: "/solucoes-lucrativas" });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("passa a levar à página escolhida");
    expect((await visitor.get("/feirao-inverno")).status).toBe(200);

    const refused = await admin.post(editor, {
      intent: "unpublish",
      redirectTo: "/nao-existe",
      confirmed: "yes",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Escolha uma página publicada do site como destino.");

    const done = await admin.post(editor, {
      intent: "unpublish",
      redirectTo: "/solucoes-lucrativas",
      confirmed: "yes",
    });
    expect(done.status).toBe(303);
    expect(admin.flash()?.title).toBe("Página tirada do ar");
    const gone = await visitor.get("/feirao-inverno");
    expect(gone.status).toBe(301);
    expect(gone.location).toBe("/solucoes-lucrativas");
    // Back to a draft at the same address, to be published again; never deletable now.
    const reopened = await admin.get(editor);
    expect(reopened.text).toContain("Rascunho");
    expect(reopened.text).toContain("/feirao-inverno");
    expect(reopened.text).not.toContain("Apagar a página");
    expect(reopened.text).not.toContain("Tirar do ar agora");
    const refusedDelete = await admin.post(editor, { intent: "delete", confirmed: "yes" });
    expect(refusedDelete.status).toBe(400);
    expect(refusedDelete.text).toContain("Esta página já foi publicada");
    // Published again, it answers at its address; taken off without a target, it answers 404.
    expect((await admin.post(editor, { ...formFields(reopened.text), intent: "publish" })).status).toBe(303);
    expect((await visitor.get("/feirao-inverno")).status).toBe(200);
    expect((await admin.post(editor, { intent: "unpublish", redirectTo: "", confirmed: "yes" })).status).toBe(
      303,
    );
    expect((await visitor.get("/feirao-inverno")).status).toBe(404);
    const audit = await admin.get("/admin/auditoria");
    expect(audit.text).toContain("Tirou a página do ar");
  });

  it("deletes a page never published, asked first, with what was scheduled for it", async () => {
    const editor = await createPage("Rascunho esquecido", "/rascunho-esquecido");
    const opened = await admin.get(editor);
    expect(opened.text).toContain("Apagar a página");
    // A publish scheduled two days ahead (Brasília is UTC−3) goes with the page.
    const at = new Date(Date.now() + 2 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 16);
    expect((await admin.post(editor, { intent: "schedule-publish", at })).status).toBe(303);
    expect((await admin.get("/admin/paginas")).text).toContain("Rascunho esquecido");
    const asked = await admin.post(editor, { intent: "delete" });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Isso não pode ser desfeito");
    expect((await admin.get(editor)).status).toBe(200);

    const deleted = await admin.post(editor, { intent: "delete", confirmed: "yes" });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/admin/paginas");
    expect(admin.flash()?.title).toBe("Página apagada");
    expect((await admin.get(editor)).status).toBe(404);
    const list = await admin.get("/admin/paginas");
    expect(list.text).not.toContain("/rascunho-esquecido");
    expect(list.text).not.toContain("Rascunho esquecido");
    // The address is free again for a new page.
    await createPage("Outro", "/rascunho-esquecido");
    const audit = await admin.get("/admin/auditoria");
    expect(audit.text).toContain("Apagou a página nunca publicada");
    expect(audit.text).toContain("/rascunho-esquecido");
  });
});

describe("Páginas: someone else editing the page", () => {
  /** A second person, named, through the server's admin API (as `npm run admin:create` does). */
  async function signedInMaria(): Promise<Visitor> {
    const api = JSON.parse(fs.readFileSync(path.join(server.dataDir, "admin-api.json"), "utf8")) as {
      token: string;
    };
    const maria = { email: "maria.paginas@example.com.br", password: "senha-da-maria" };
    const created = await fetch(`${server.url}/api/admin/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
      body: JSON.stringify({ ...maria, name: "Maria Souza" }),
    });
    expect(created.status).toBe(201);
    const visitor = new Visitor(server.url);
    expect((await visitor.post("/auth", { intent: "login", ...maria })).location).toBe("/admin");
    return visitor;
  }

  it("names who is editing since when, refuses the other's writes, and lets them take over", async () => {
    const maria = await signedInMaria();
    const editor = await createPage("Clínicas", "/segmentos/clinicas", "segment");
    const thing = `page:${editor.split("/").pop()}`;
    const adminFields = formFields((await admin.get(editor)).text);

    const opened = await maria.get(editor);
    expect(opened.status).toBe(200);
    expect(opened.text).toMatch(/está editando desde \d{2}:\d{2}\./);
    expect(opened.text).toContain("Ver sem editar");
    expect(opened.text).toContain('href="/admin/paginas"');
    // The editor is drawn for reading: its fields are in a disabled fieldset.
    expect(opened.text).toMatch(/<fieldset disabled=""[^>]*aria-label="Somente leitura"/);
    const mariasFields = formFields(opened.text);
    const refused = await maria.post(editor, {
      ...mariasFields,
      title: "Clínicas da Maria",
      intent: "publish",
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("está editando desde");
    expect(refused.text).toContain('value="Clínicas da Maria"');
    expect((await maria.post(editor, { intent: "delete", confirmed: "yes" })).status).toBe(409);
    expect((await admin.get(editor)).status).toBe(200);

    const takeOver = await maria.post("/admin/presenca", { intent: "assumir-edicao", thing });
    expect(takeOver.status).toBe(303);
    expect(takeOver.location).toBe(editor);
    expect(maria.flash()?.title).toBe("Você assumiu a edição");
    expect((await maria.post(editor, { ...mariasFields, intent: "save-draft" })).status).toBe(303);
    // The first person is told on their check-in, and can no longer save.
    const checkIn = await admin.post("/admin/presenca", {
      intent: "heartbeat",
      thing,
      pageToken: "00000000-0000-4000-8000-000000000000",
    });
    expect(JSON.parse(checkIn.text)).toMatchObject({
      holding: false,
      message: expect.stringMatching(/^Maria Souza assumiu a edição às \d{2}:\d{2}\.$/),
    });
    const late = await admin.post(editor, { ...adminFields, intent: "save-draft" });
    expect(late.status).toBe(409);
    expect(late.text).toContain("Maria Souza assumiu a edição");
    // A page's mark is not another page's, nor a section's: a made-up thing is refused.
    expect((await maria.post("/admin/presenca", { intent: "assumir-edicao", thing: "page:x" })).status).toBe(
      400,
    );
  });
});

describe("Páginas: a page the site ships with, opened as a page", () => {
  it("says it is live with its usual content, and keeps its address and menu links when its draft is saved", async () => {
    const opened = await admin.post("/admin/paginas", {
      intent: "open-shipped",
      path: "/segmentos/bancarios",
    });
    expect(opened.status).toBe(303);
    const editorUrl = opened.location ?? "";
    expect(editorUrl).toMatch(/^\/admin\/paginas\/\d+$/);
    const editor = await admin.get(editorUrl);
    expect(editor.text).toContain("No ar com o conteúdo de sempre");
    expect(editor.text).not.toContain("Ainda não publicada");
    // No fields to move the address or the menu links: they are said, not offered.
    expect(editor.text).toContain("o endereço não");
    expect(editor.text).not.toContain(">Links para a página</legend>");
    expect(editor.text).toMatch(/Links para a página: os do menu do site(<!-- -->)? \(Por segmento\)/);
    const fields = formFields(editor.text);
    expect(fields.nav).toBe("segments");
    const saved = await admin.post(editorUrl, {
      ...fields,
      "seo.title": "Bancários na rede",
      intent: "save-draft",
    });
    expect(saved.status).toBe(303);
    const reopened = formFields((await admin.get(editorUrl)).text);
    expect(reopened).toMatchObject({
      "seo.title": "Bancários na rede",
      nav: "segments",
      path: "/segmentos/bancarios",
    });
    // The draft is the team's alone: visitors still get the page as it was.
    const visitor = new Visitor(server.url);
    const live = await visitor.get("/segmentos/bancarios");
    expect(live.status).toBe(200);
    expect(live.text).not.toContain("Bancários na rede");

    // "Páginas" lists it once, with the system pages, and says a draft waits to be published.
    const list = (await admin.get("/admin/paginas")).text;
    const created = list.slice(list.indexOf("Páginas criadas"), list.indexOf("Páginas do sistema"));
    expect(created).not.toContain("/segmentos/bancarios");
    const system = list.slice(list.indexOf("Páginas do sistema"));
    const entry = system.slice(
      system.indexOf(`href="${editorUrl}"`),
      system.indexOf("</a>", system.indexOf(`href="${editorUrl}"`)),
    );
    expect(entry).toContain("/segmentos/bancarios");
    expect(entry).toContain("Rascunho não publicado");
    expect(entry).toContain("Página do sistema");
  });

  it("opens the expo page with its event's opening and scheduling form as blocks, its footer link said", async () => {
    const opened = await admin.post("/admin/paginas", { intent: "open-shipped", path: "/expo-abf-2025" });
    expect(opened.status).toBe(303);
    const editor = await admin.get(opened.location ?? "");
    expect(editor.text).toContain("No ar com o conteúdo de sempre");
    const fields = formFields(editor.text);
    expect(fields).toMatchObject({
      path: "/expo-abf-2025",
      nav: "footer",
      "blocks[0].type": "expo-event",
      "blocks[1].type": "expo-schedule",
    });
    expect(fields["blocks[2].type"]).toBeUndefined();
  });
});

describe("Páginas: links that lead nowhere, said before publishing", () => {
  it("names a link to a site address nothing answers at, and not once a redirect leads on from it", async () => {
    const editorUrl = await createPage("Campanha de links", "/campanha-links");
    const fields = formFields((await admin.get(editorUrl)).text);
    const hrefs = Object.keys(fields).filter((name) => /^blocks\[\d+\]\.value\..*href$/.test(name));
    expect(hrefs.length).toBeGreaterThan(1);
    const [first, second] = hrefs;
    const warning = (href: string) =>
      `tem um link para ${href}, mas nenhuma página do site responde nesse endereço`;

    const saved = await admin.post(editorUrl, {
      ...fields,
      [first]: "/segmentos/odontologia",
      [second]: "/segmentos/advogados?utm_source=folheto#contato",
      intent: "save-draft",
    });
    expect(saved.status).toBe(303);
    const shown = (await admin.get(editorUrl)).text;
    expect(shown).toContain(warning("/segmentos/odontologia"));
    // A shipped page answers, whatever its query and fragment.
    expect(shown).not.toContain(warning("/segmentos/advogados"));

    // An old address the team redirects leads on: no longer said.
    const redirected = await admin.post("/admin/redirecionamentos", {
      intent: "add",
      from: "/segmentos/odontologia",
      to: "/segmentos/advogados",
    });
    expect(redirected.status).toBe(303);
    expect((await admin.get(editorUrl)).text).not.toContain(warning("/segmentos/odontologia"));
  });
});
