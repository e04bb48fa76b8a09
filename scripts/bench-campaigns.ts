// npm run bench:campaigns — /admin/campanhas on a year of data at a large network's scale.
// A fresh database on a throwaway PostgreSQL 15 cluster, migrated as the server does, is filled
// in bulk (generate_series) with BENCH_CAMPAIGN_LEADS leads (default 1 000 000) over three
// years, as npm run bench:scale spreads them, each with its campaign, landing page, outside site
// and one in four with an ad click id (gclid or fbclid); and a year of the site's per-day visit
// counts: every day, its pages, landing pages, campaigns, outside sites and click ids.
// For a month, a quarter and a year up to today it prints the whole report's time (its queries
// run side by side, as the screen reads them) and each query's time alone, each the median of 3
// after a first read, then a lead's insert statement with and without the trigger that keeps the
// leads' per-day counts. Figures, not a test: nothing asserts.
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { type ReportPeriod, readCampaignReport } from "~/.server/visits/campaign-report";
import { brasiliaDay } from "~/.server/visits/visit-counter";
import { startPostgresCluster } from "../tests/support/postgres-cluster";

const leadCount = Number(process.env.BENCH_CAMPAIGN_LEADS ?? 1_000_000);
/** Distinct values counted per day in each dimension: a large network's site. */
const perDay = { page: 80, landing: 80, campaign: 150, referrer: 300 };

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function fillLeads(client: pg.Client): Promise<void> {
  for (let from = 1; from <= leadCount; from += 100_000) {
    const to = Math.min(leadCount, from + 99_999);
    await client.query(`
      with v as (select
        array['google','facebook','instagram','bing','newsletter','',''] as sources,
        array['cpc','paid_social','email','organic',''] as mediums,
        array['franquia-2026','black-friday','expo-abf','remarketing','marca','','',''] as campaigns,
        array['www.google.com','www.facebook.com','l.instagram.com','www.bing.com','','','',''] as hosts)
      insert into form_submissions (form_id, data, attribution, consent, page_path, landing_path,
        referrer_host, delivery_status, created_at)
      select
        case when g % 10 = 0 then 'expo_registration' else 'contact' end,
        jsonb_build_object('name', 'Maria da Silva ' || g, 'email', 'maria.' || g || '@exemplo.com.br',
          'phone', '(11) 98765-4321', 'city', 'Campinas', 'state', 'SP',
          'investmentAmount', 'R$ 14.997', 'interestType', 'Franquia'),
        jsonb_strip_nulls(jsonb_build_object(
          'utm_source', nullif(sources[1 + g % 7], ''),
          'utm_medium', nullif(mediums[1 + g % 5], ''),
          'utm_campaign', nullif(campaigns[1 + (g / 5) % 8], ''),
          'gclid', case when g % 8 = 1 then 'Cj0KCQ' || g end,
          'fbclid', case when g % 8 = 2 then 'IwAR' || g end)),
        jsonb_build_object('text', 'Li e aceito', 'version', '2026-01', 'acceptedAt', '2026-01-01T00:00:00Z'),
        '/' || (array['','franquia','expo-abf-2025','sobre','modelo-prime'])[1 + g % 5],
        '/' || case when g % 13 = 0 then null else 'pagina-' || (g * 7) % ${perDay.landing} end,
        nullif(hosts[1 + g % 8], ''),
        'delivered',
        now() - ((g::float8 / ${leadCount}) * interval '1095 days')
      from v, generate_series(${from}, ${to}) as g`);
    console.error(`  ${to} leads`);
  }
}

async function fillVisits(client: pg.Client, days: number): Promise<void> {
  const today = brasiliaDay(new Date());
  // Per day: the day's total, and each dimension's values with their visits and visitors.
  await client.query(`
    insert into visit_counts (dimension, day, value, views, visitors)
    select dimension, day, value, views, greatest(1, views * 3 / 4)
    from generate_series(0, ${days - 1}) as d,
      lateral (select ('${today}'::date - d) as day) as dd,
      lateral (
        select 'day' as dimension, '' as value, 60000 as views
        union all select 'page', '/pagina-' || n, 20 + (n * 37 + d) % 900 from generate_series(0, ${perDay.page - 1}) n
        union all select 'landing', '/pagina-' || n, 10 + (n * 31 + d) % 500 from generate_series(0, ${perDay.landing - 1}) n
        union all select 'campaign', concat_ws(chr(31), 'fonte-' || n % 12, 'midia-' || n % 5, 'campanha-' || n),
          5 + (n * 17 + d) % 200 from generate_series(0, ${perDay.campaign - 1}) n
        union all select 'referrer', 'site-' || n || '.example', 1 + (n * 13 + d) % 120 from generate_series(0, ${perDay.referrer - 1}) n
        union all select 'click', 'gclid', 3000 + d % 500
        union all select 'click', 'fbclid', 2000 + d % 300
      ) as counted`);
}

async function main() {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("create database bench_campaigns");
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = "/bench_campaigns";
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    // Each query's text and values, as the report sends them, to time them one by one after.
    const sent: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: unknown, values?: unknown) => {
      if (config && typeof config === "object" && "text" in config) {
        const { text, values: given } = config as { text: string; values?: unknown[] };
        sent.push({ text, values: given ?? (values as unknown[] | undefined) ?? [] });
      }
      return (query as (a: unknown, b?: unknown) => unknown)(config, values);
    }) as typeof pool.query;
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const filling = performance.now();
    // In bulk, the leads' per-day counts are made once after the leads, as the migration that
    // added them did, rather than by the trigger row by row.
    await client.query("alter table form_submissions disable trigger form_submissions_keep_lead_counts");
    await fillLeads(client);
    await client.query(`
      insert into lead_counts (dimension, day, value, form_id, leads)
      select e.dimension, e.day, e.value, e.form_id, count(*)
      from form_submissions as s, lateral lead_count_entries(s) as e
      group by e.dimension, e.day, e.value, e.form_id`);
    await client.query("alter table form_submissions enable trigger form_submissions_keep_lead_counts");
    await fillVisits(client, 366);
    await client.query("vacuum analyze");
    const visitRows = (await client.query("select count(*)::int as n from visit_counts")).rows[0].n;
    console.error(
      `${leadCount} leads and ${visitRows} visit counts filled in ${ms(performance.now() - filling)}`,
    );

    const today = brasiliaDay(new Date());
    const back = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const periods: [string, ReportPeriod][] = [
      ["month (30 days)", { from: back(29), to: today, days: 30 }],
      ["quarter (90 days)", { from: back(89), to: today, days: 90 }],
      ["year (365 days)", { from: back(364), to: today, days: null }],
    ];
    const lines: string[] = [];
    const figures: Record<string, Record<string, string>> = {};
    for (const [name, period] of periods) {
      await readCampaignReport(db as never, period);
      const times: number[] = [];
      let queries: typeof sent = [];
      for (let run = 0; run < 3; run++) {
        sent.length = 0;
        const started = performance.now();
        const report = await readCampaignReport(db as never, period);
        times.push(performance.now() - started);
        queries = [...sent];
        if (run === 0) {
          const leads = report.totals.contactLeads + report.totals.expoLeads;
          console.error(`${name}: ${leads} leads, ${report.totals.visits} visits`);
        }
      }
      figures[name] = { "whole report": ms(median(times)) };
      for (const [index, { text, values }] of queries.entries()) {
        const alone: number[] = [];
        for (let run = 0; run < 3; run++) {
          const started = performance.now();
          await client.query(text, values as unknown[]);
          alone.push(performance.now() - started);
        }
        figures[name][labelOf(text, values, index)] = ms(median(alone));
      }
    }
    // What keeping the counts costs a lead: its insert statement, with the trigger and without.
    const insertLead = async () => {
      const started = performance.now();
      await client.query(
        `insert into form_submissions (form_id, data, attribution, consent, page_path, landing_path, referrer_host)
         values ('contact', '{"name":"Maria"}', '{"utm_source":"google","utm_medium":"cpc","gclid":"x"}', '{}', '/', '/franquia', 'www.google.com')`,
      );
      return performance.now() - started;
    };
    const meanInsert = async () => {
      const times: number[] = [];
      for (let n = 0; n < 200; n++) times.push(await insertLead());
      return `${(times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2)} ms`;
    };
    const withTrigger = await meanInsert();
    await client.query("alter table form_submissions disable trigger form_submissions_keep_lead_counts");
    const withoutTrigger = await meanInsert();
    await client.query("alter table form_submissions enable trigger form_submissions_keep_lead_counts");
    console.log(
      `lead insert in SQL, mean of 200: ${withTrigger} keeping the counts, ${withoutTrigger} without`,
    );
    const names = periods.map(([name]) => name);
    const rows = [...new Set(names.flatMap((name) => Object.keys(figures[name])))];
    lines.push(`| ${leadCount.toLocaleString("en")} leads | ${names.join(" | ")} |`);
    lines.push(`|---|${names.map(() => "---").join("|")}|`);
    for (const row of rows)
      lines.push(`| ${row} | ${names.map((name) => figures[name][row] ?? "").join(" | ")} |`);
    console.log(lines.join("\n"));
    console.log(`BENCH_CAMPAIGNS_JSON ${JSON.stringify(figures)}`);
    await client.end();
    await pool.end();
  } finally {
    await cluster.stop();
  }
}

/** A short name for a report query, from the per-day counts it reads and their dimension. */
function labelOf(text: string, values: unknown[], index: number): string {
  const what = text.includes('"lead_counts"') ? "leads" : text.includes('"visit_counts"') ? "visits" : null;
  if (!what) return `query ${index + 1}`;
  const dimension = values.find((value) => typeof value === "string" && !/^\d{4}-/.test(value));
  return !dimension || dimension === "day" ? `${what} per day` : `${what} by ${dimension}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
