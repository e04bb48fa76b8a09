import { desc, inArray, or, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCENTED_LETTERS, leadPhoneDigits, leadSearchText, PLAIN_LETTERS } from "~/.server/db/lead-search";
import { formSubmissions } from "~/.server/db/schema";
import {
  COUNT_BOUND,
  countLeads,
  foldText,
  LEADS_PER_PAGE,
  leadConditions,
  listLeads,
  parseLeadFilters,
  SEARCH_COUNT_BOUND,
  statesMatching,
} from "~/.server/leads/admin-leads";
import { readSubmissionsScreen } from "~/.server/leads/lead-screens";
import { fillSearchText, scheduleSearchBackfill } from "~/.server/leads/search-backfill";
import { createLogger } from "~/.server/logger";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The leads list at scale: the indexed search finds exactly what the search before it found
 * (each field folded on every row), the count stops at a bound, and paging by the list's own
 * links visits every lead once while new leads arrive.
 */

const listUrl = (query = "") => new URL(`http://x/admin/forms/submissions${query}`);
const filters = (query = "") => parseLeadFilters(listUrl(query)).filters;

/** The search as it was written before its indexes: each field folded on every row. */
function previousSearch(q: string): SQL | undefined {
  const accented = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
  const from = accented + accented.toUpperCase();
  const to = (accented + accented).normalize("NFD").replace(/\p{M}/gu, "");
  const field = (name: string) => sql`(${formSubmissions.data} ->> ${name})`;
  const pattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  const matches = ["name", "email", "phone", "city"].map(
    (name) => sql`translate(lower(${field(name)}), ${from}, ${to}) like ${pattern(foldText(q))}`,
  );
  const states = statesMatching(q);
  if (states.length > 0) matches.push(inArray(sql`${field("state")}`, states));
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    matches.push(sql`regexp_replace(${field("phone")}, '\\D', '', 'g') like ${pattern(digits)}`);
  }
  return or(...matches);
}

describe.each(databaseKinds)("the leads list at scale on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
  });

  const names = ["João Araújo", "MARIA Conceição", "Ana Lima", "Zé Expo", "ÉRICA ÇÂNDIDA", "Pedro_100%"];
  const cities = ["São Paulo", "Niterói", "Belo Horizonte", "Florianópolis", "CURITIBA", "Santos"];
  const states = ["SP", "RJ", "MG", "SC", "PR", "SP"];

  async function insertVariedLeads(count: number) {
    const values = Array.from({ length: count }, (_, i) => ({
      formId: i % 4 === 0 ? "expo_registration" : "contact",
      data: {
        name: `${names[i % names.length]} ${i}`,
        email: i % 3 === 0 ? `Lead.${i}@Exemplo.COM.br` : `lead${i}@example.com`,
        ...(i % 5 === 0 ? {} : { phone: `(${11 + (i % 3)}) 9${String(1000 + i)}-${String(4321 + i)}` }),
        city: cities[i % cities.length],
        ...(i % 4 === 0 ? {} : { state: states[i % states.length] }),
      },
      createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
    }));
    await database.db.insert(formSubmissions).values(values);
  }

  async function idsWhere(condition: SQL | undefined) {
    const rows = await database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(condition)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
    return rows.map((row) => row.id);
  }

  it("finds exactly what the search found before its indexes", async () => {
    await insertVariedLeads(120);
    const queries = [
      "joao",
      "JOÃO araújo",
      "maria conceicao",
      "érica",
      "candida",
      "exemplo.com",
      "LEAD.3",
      "@example",
      "sao paulo",
      "niteroi",
      "curitiba",
      "sp",
      "minas",
      "rio de janeiro",
      "santa catarina",
      "(11) 91",
      "1191",
      "4350",
      "100%",
      "pedro_1",
      "ninguém",
    ];
    for (const q of queries) {
      const expected = await idsWhere(previousSearch(q));
      expect(await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`))), q).toEqual(expected);
      expect(await countLeads(database.db, filters(`?q=${encodeURIComponent(q)}`)), q).toBe(expected.length);
    }
  });

  it("finds the same leads before and after the backfill gives older leads their stored text", async () => {
    await insertVariedLeads(90);
    // Leads written before the search text was stored: the column empty on two in three.
    await database.db.execute(sql`update form_submissions set search_text = null, phone_digits = null
      where id in (select id from form_submissions order by created_at limit 60)`);
    const queries = [
      "joao",
      "conceicao",
      "exemplo.com",
      "sp",
      "jo",
      "ar",
      "(11) 91",
      "1191",
      "12",
      "niteroi",
    ];
    const expected = new Map<string, string[]>();
    for (const q of queries) {
      const found = await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`)));
      if (q.length >= 3 && !/^\d/.test(q)) expect(found, q).toEqual(await idsWhere(previousSearch(q)));
      expected.set(q, found);
    }
    expect(expected.get("conceicao")?.length).toBeGreaterThan(0);

    // A batch at a time, until a batch finds nothing left.
    expect(await fillSearchText(database.db, 25)).toBe(25);
    expect(await fillSearchText(database.db, 25)).toBe(25);
    expect(await fillSearchText(database.db, 25)).toBe(10);
    expect(await fillSearchText(database.db, 25)).toBe(0);
    for (const q of queries) {
      expect(await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`))), q).toEqual(
        expected.get(q),
      );
    }
    // Every lead's stored text is the folded text of its fields, as the search reads them.
    const differing = await database.db.execute(sql`select count(*)::int as "count" from form_submissions
      where search_text is distinct from ${leadSearchText} or phone_digits is distinct from ${leadPhoneDigits}`);
    expect((differing as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
  });

  it("fills every older lead's text on its own once started, and stops when asked", async () => {
    await insertVariedLeads(40);
    await database.db.execute(sql`update form_submissions set search_text = null, phone_digits = null`);
    const unfilled = async () => {
      const result = await database.db.execute(
        sql`select count(*)::int as "count" from form_submissions where search_text is null`,
      );
      return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
    };
    expect(await unfilled()).toBe(40);
    const stop = scheduleSearchBackfill({ db: database.db, logger: createLogger("silent") });
    await expect.poll(unfilled, { timeout: 20_000, interval: 200 }).toBe(0);
    await stop();
    expect(await idsWhere(leadConditions(filters("?q=conceicao")))).toEqual(
      await idsWhere(previousSearch("conceicao")),
    );
  });

  it("keeps a lead's stored text with its fields when they change", async () => {
    const [lead] = await database.db
      .insert(formSubmissions)
      .values({
        formId: "contact",
        data: { name: "Ângela Ribeiro", phone: "(21) 99876-5432", city: "Niterói" },
      })
      .returning({ id: formSubmissions.id });
    const found = async (q: string) => idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`)));
    expect(await found("angela")).toEqual([lead?.id]);
    expect(await found("998765")).toEqual([lead?.id]);
    await database.db.execute(sql`update form_submissions
      set data = ${JSON.stringify({ name: "Beatriz Souza", phone: "(31) 3333-4444", city: "Niterói" })}::jsonb`);
    expect(await found("angela")).toEqual([]);
    expect(await found("998765")).toEqual([]);
    expect(await found("beatriz")).toEqual([lead?.id]);
    expect(await found("33334444")).toEqual([lead?.id]);
  });

  it("finds what the folded search finds when the text or the search holds pattern characters", async () => {
    // The search first tests each lead's stored text with a regular expression built from the
    // search: characters such a pattern treats specially must still match only themselves, and
    // capitals and accents of every kind must fold as the search folds them.
    const odd = [
      "Ana (Bia) Ltda.",
      "C++ & Cia [sul] {norte}",
      "Joana d'Arc ^ $ * ? |",
      "Barra\\Invertida",
      "ÑANDÚ ÇÃO ÀÉÎÕÜ",
      "Øre Straße ÿ 🙂",
      "a.b a-b a_b",
      "Ponto.com",
    ];
    await database.db.insert(formSubmissions).values(
      odd.map((name, i) => ({
        formId: "contact",
        data: { name, email: `odd${i}@exemplo.com`, city: i % 2 ? "SÃO JOSÉ" : "Itajaí", state: "SC" },
        createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
      })),
    );
    await insertVariedLeads(24);
    for (const q of [
      "(bia)",
      "ltda.",
      "c++",
      "[sul]",
      "{norte}",
      "d'arc",
      "^ $",
      "* ?",
      "? |",
      "a\\i",
      "nandu",
      "ÇÃO",
      "aeiou",
      "øre",
      "strasse",
      "straße",
      "ÿ 🙂",
      "a.b",
      "a_b",
      "a-b",
      "a.c",
      "ponto.c",
      "sao jose",
      "itajai",
      ".*",
      "...",
    ]) {
      const expected = await idsWhere(previousSearch(q));
      expect(await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`))), q).toEqual(expected);
    }
    // One or two characters: a field or a word after a space starting with them, folded by the
    // database's own lower() and translate() (PGlite lowers more than ASCII).
    const wordStartsBefore = (q: string) => {
      const fragment = foldText(q).replace(/[\\%_]/g, "\\$&");
      const patterns = [`${fragment}%`, `% ${fragment}%`, `%\n${fragment}%`];
      return sql`translate(lower(${sql.join(
        ["name", "email", "phone", "city"].map(
          (name) => sql`coalesce(${formSubmissions.data} ->> ${name}, '')`,
        ),
        sql` || chr(10) || `,
      )}), ${ACCENTED_LETTERS}, ${PLAIN_LETTERS}) like any (${sql.param(patterns)}::text[])`;
    };
    for (const q of [
      "(b",
      "c+",
      "[s",
      "{n",
      "d'",
      "^",
      "$",
      "*",
      "?",
      "|",
      "\\",
      "ñ",
      "ç",
      "ÀÉ",
      "ø",
      "ÿ",
      ".",
      "a.",
      "it",
    ]) {
      const expected = await idsWhere(wordStartsBefore(q));
      expect(await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`))), q).toEqual(expected);
    }
  });

  it("finds a search of one or two characters at a word's start, a state code, an area code", async () => {
    await insertVariedLeads(120);
    const leads = await database.db
      .select({ id: formSubmissions.id, data: formSubmissions.data })
      .from(formSubmissions)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
    // What a short search means: a field, or a word after a space, starting with it; the state
    // it names by code; typed as digits, the phone's first digits (its area code).
    const expectedFor = (q: string) => {
      const fragment = foldText(q);
      const states = statesMatching(q);
      const digits = q.replace(/\D/g, "");
      return leads
        .filter(({ data }) => {
          const text = ["name", "email", "phone", "city"]
            .map((name) => foldText(data[name] ?? ""))
            .join("\n");
          return (
            text.startsWith(fragment) ||
            text.includes(` ${fragment}`) ||
            text.includes(`\n${fragment}`) ||
            states.includes(data.state ?? "") ||
            (/^[\d\s()+.-]+$/.test(q) &&
              digits !== "" &&
              (data.phone ?? "").replace(/\D/g, "").startsWith(digits))
          );
        })
        .map((lead) => lead.id);
    };
    for (const q of ["sp", "SC", "jo", "ar", "co", "le", "ni", "11", "12", "9", "a", "é", "%", "_", "zz"]) {
      const found = await idsWhere(leadConditions(filters(`?q=${encodeURIComponent(q)}`)));
      expect(found, q).toEqual(expectedFor(q));
    }
    // Not anywhere inside a word: "ar" is in "Maria" and "Araújo", only the surname starts with it.
    const ar = await listLeads(database.db, filters("?q=ar"));
    expect(ar.leads.length).toBeGreaterThan(0);
    expect(ar.leads.every((lead) => /(^| )ara/i.test(lead.data.name))).toBe(true);
  });

  it("finds the matches through the trigram and state indexes", async () => {
    await insertVariedLeads(30);
    const plan = async (query: string) =>
      database.db.transaction(async (tx) => {
        // On a table this small a full scan is cheaper: forbid it, so the plan shows whether
        // the search's expressions are the indexed ones.
        await tx.execute(sql`set local enable_seqscan = off`);
        const where = leadConditions(filters(query));
        const explained = await tx.execute(
          sql`explain select id from form_submissions where ${where ?? sql`true`}`,
        );
        const rows = (explained as unknown as { rows: Record<string, string>[] }).rows;
        return rows.map((row) => Object.values(row).join(" ")).join("\n");
      });
    expect(await plan("?q=conceicao")).toContain("form_submissions_search_text");
    const phone = await plan("?q=91010");
    expect(phone).toContain("form_submissions_search_text");
    expect(phone).toContain("form_submissions_phone_digits_text");
    expect(await plan("?q=minas")).toContain("form_submissions_state");
    // One or two letters: a word's start through the trigrams, a state code through its index.
    const state = await plan("?q=SC");
    expect(state).toContain("form_submissions_search_text");
    expect(state).toContain("form_submissions_state");
    expect(state).not.toContain("Seq Scan");
    expect(await plan("?q=11")).toContain("form_submissions_phone_digits_text");
  });

  it("counts exactly up to the bound, then says more; the pages go on to the last", async () => {
    await database.db.execute(sql`
      insert into form_submissions (form_id, data, created_at)
      select 'contact', jsonb_build_object('name', 'Lead ' || n), '2026-01-01'::timestamptz + n * interval '1 minute'
      from generate_series(1, ${COUNT_BOUND + 30}) as n`);
    const first = await listLeads(database.db, filters());
    expect(first.total).toBe(COUNT_BOUND);
    expect(first.totalIsExact).toBe(false);
    expect(first.pageCount).toBeNull();
    expect(first.hasNextPage).toBe(true);
    expect(first.leads[0].data.name).toBe(`Lead ${COUNT_BOUND + 30}`);
    // 10 030 leads: page 402 holds the last 5; a page past the end shows it.
    const past = await listLeads(database.db, filters("?pagina=9999"));
    expect(past.page).toBe(402);
    expect(past.pageCount).toBe(402);
    expect(past.leads.map((lead) => lead.data.name)).toEqual([
      "Lead 5",
      "Lead 4",
      "Lead 3",
      "Lead 2",
      "Lead 1",
    ]);
    expect(past.hasNextPage).toBe(false);
    // A search is counted to a lower bound, short or long: every lead here is a "Lead".
    for (const q of ["le", "lead"]) {
      const found = await listLeads(database.db, filters(`?q=${q}`));
      expect([found.total, found.totalIsExact, found.pageCount, found.hasNextPage], q).toEqual([
        SEARCH_COUNT_BOUND,
        false,
        null,
        true,
      ]);
      expect(found.leads[0].data.name).toBe(`Lead ${COUNT_BOUND + 30}`);
    }
    const few = await listLeads(database.db, filters("?q=lead+1000"));
    // "Lead 1000" and "Lead 10000" to "Lead 10009".
    expect([few.total, few.totalIsExact, few.pageCount]).toEqual([11, true, 1]);
  });

  it("visits every lead exactly once through 'Próxima' while new leads arrive, and back through 'Anterior'", async () => {
    await insertVariedLeads(3 * LEADS_PER_PAGE + 7);
    const existing = await idsWhere(undefined);
    const screenAt = (address: string) => readSubmissionsScreen(database.db, new URL(address, "http://x"));
    let url: string | null = "/admin/forms/submissions";
    const pages: string[][] = [];
    const nextLinks: string[] = [];
    let arrivals = 0;
    while (url) {
      const screen = await screenAt(url);
      pages.push(screen.leads.map((lead) => lead.id));
      if (screen.nextHref) nextLinks.push(screen.nextHref);
      // New leads come in between two pages, newest of all.
      await database.db.insert(formSubmissions).values(
        Array.from({ length: 4 }, () => ({
          formId: "contact",
          data: { name: `Chegou agora ${arrivals++}` },
          createdAt: new Date(),
        })),
      );
      url = screen.nextHref;
    }
    expect(pages.flat()).toEqual(existing);
    expect(pages.map((page) => page.length)).toEqual([25, 25, 25, 7]);

    // Back from the last page: the same pages, not shifted by the 16 leads that arrived.
    const fourth = await screenAt(nextLinks[2]);
    expect(fourth.leads.map((lead) => lead.id)).toEqual(pages[3]);
    const third = await screenAt(fourth.previousHref ?? "");
    expect([third.page, third.leads.map((lead) => lead.id)]).toEqual([3, pages[2]]);
    const second = await screenAt(third.previousHref ?? "");
    expect([second.page, second.leads.map((lead) => lead.id)]).toEqual([2, pages[1]]);
    // Near the top 'Anterior' is the first page as it is now, with the leads that arrived.
    const top = await screenAt(second.previousHref ?? "");
    expect(top.page).toBe(1);
    expect(top.leads.slice(0, 16).every((lead) => lead.name.startsWith("Chegou agora"))).toBe(true);

    // A malformed position (an edited address) is no position: the page counted from the top.
    const edited = await screenAt("/admin/forms/submissions?pagina=2&apos=123_nada");
    expect(edited.page).toBe(2);
    expect(edited.leads.map((lead) => lead.id)).toEqual((await idsWhere(undefined)).slice(25, 50));
  });
});
