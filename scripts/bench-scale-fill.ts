// The leads npm run bench:scale fills a database with, in bulk (generate_series): both forms'
// fields, utm parameters spread over sources and campaigns, three years of dates, each lead with
// a webhook delivered (one in 500 given up) after 1–3 attempts.
import type pg from "pg";

/** Realistic leads, their delivered webhooks and attempts, 100 000 leads a round. */
export async function fill(client: pg.Client, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 100_000) {
    await fillRound(client, count, from, Math.min(count, from + 99_999));
    console.error(`  ${Math.min(count, from + 99_999)} leads`);
  }
  await client.query("vacuum analyze");
}

async function fillRound(client: pg.Client, count: number, from: number, to: number): Promise<void> {
  await client.query("create temporary table if not exists round (id uuid primary key)");
  await client.query("truncate round");
  await client.query(`
    with names as (select array[
      'Maria','João','Ana','José','Francisca','Antônio','Adriana','Carlos','Juliana','Paulo',
      'Márcia','Luís','Fernanda','Marcos','Patrícia','Rafael','Aline','Lucas','Sandra','Bruno'] as fnames,
      array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima',
      'Gomes','Costa','Ribeiro','Martins','Carvalho','Araújo','Melo','Barbosa','Conceição'] as lnames,
      array['São Paulo/SP','Rio de Janeiro/RJ','Belo Horizonte/MG','Curitiba/PR','Porto Alegre/RS',
      'Salvador/BA','Fortaleza/CE','Recife/PE','Goiânia/GO','Campinas/SP','Florianópolis/SC',
      'Niterói/RJ','Ribeirão Preto/SP','Londrina/PR','Uberlândia/MG','Manaus/AM','Belém/PA','Natal/RN'] as places,
      array['google','facebook','instagram','bing','newsletter','',''] as sources,
      array['cpc','paid_social','email','organic',''] as mediums,
      array['franquia-2026','black-friday','expo-abf','remarketing','marca','','',''] as campaigns,
      array['R$ 14.997','R$ 29.997','R$ 49.997','R$ 99.997'] as amounts,
      array['/','/franquia','/expo-abf-2025','/sobre','/contato'] as pages),
    added as (insert into form_submissions (form_id, data, attribution, consent, page_path, delivery_status, created_at)
    select
      case when g % 10 = 0 then 'expo_registration' else 'contact' end,
      jsonb_build_object(
        'name', fnames[1 + g % 20] || ' ' || lnames[1 + (g / 20) % 18] || ' ' || lnames[1 + (g / 7) % 18],
        'email', lower(translate(fnames[1 + g % 20], 'áéíóúãõâêôç', 'aeiouaoaeoc')) || '.' || g || '@exemplo.com.br',
        'phone', '(' || (11 + g % 89) || ') 9' || lpad(((g::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
        'city', split_part(places[1 + (g / 3) % 18], '/', 1),
        'state', split_part(places[1 + (g / 3) % 18], '/', 2),
        'currentMarket', 'Advogado',
        'investmentAmount', amounts[1 + g % 4],
        'investmentTime', 'Em até 30 dias',
        'paymentMethod', 'Parcelamento Cartão',
        'interestType', 'Franquia'),
      jsonb_strip_nulls(jsonb_build_object(
        'utm_source', nullif(sources[1 + g % 7], ''),
        'utm_medium', nullif(mediums[1 + g % 5], ''),
        'utm_campaign', nullif(campaigns[1 + (g / 5) % 8], ''))),
      jsonb_build_object('text', 'Li e aceito', 'version', '2026-01', 'acceptedAt', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      pages[1 + g % 5],
      'delivered',
      now() - ((g::float8 / ${count}) * interval '1095 days')
    from names, generate_series(${from}, ${to}) as g
    returning id)
    insert into round select id from added`);
  await client.query(`
    insert into outbox (submission_id, kind, event_type, target_url, payload, status, attempts,
      next_attempt_at, delivered_at, created_at, updated_at)
    select id, 'webhook', 'lead.created', 'http://127.0.0.1:9/crm',
      jsonb_build_object('formData', data || attribution, 'form_id', form_id, 'submission_id', id,
        'submitted_at', created_at, 'page_url', 'https://www.cotafacil.com.br' || page_path),
      -- One lead in 500 given up (its trigger marks the lead), the others delivered.
      case when abs(hashtext(id::text)) % 500 = 0 then 'failed' else 'delivered' end,
      1 + (abs(hashtext(id::text)) % 3), created_at, created_at + interval '2 seconds',
      created_at, created_at
    from form_submissions where id in (select id from round)`);
  await client.query(`
    insert into outbox_attempts (outbox_id, attempted_at, status_code, duration_ms, finished_at)
    select o.id, o.created_at + k * interval '1 second', case when k = o.attempts then 200 else 502 end,
      40 + k, o.created_at + k * interval '1 second'
    from outbox o, generate_series(1, o.attempts) as k
    where o.submission_id in (select id from round)`);
}
