import type { AppConfig } from "~/.server/config";
import type { Attribution } from "~/.server/db/schema";
import { formatDateTime, formName, labelledFields } from "~/.server/leads/lead-view";
import { EXPO_FORM_ID } from "~/forms/expo";
import { formatBrazilianPhone, phoneHref, whatsappHref } from "~/lib/phone";
import { escapeHtml, type MailMessage } from "./messages";

/**
 * The mails that tell the team of new leads: one per lead, or a daily summary. Each line is
 * escaped in the HTML: every value comes from a visitor.
 */

export type NotifiedLead = {
  id: string;
  formId: string;
  data: Record<string, string>;
  attribution: Attribution;
  pagePath: string | null;
  createdAt: Date;
};

const brand = "Cota Fácil";

function leadUrl(config: AppConfig, id: string): string {
  return `${config.PUBLIC_URL}/admin/forms/submissions/${id}`;
}

/** "São Paulo/SP", or whichever of the two the lead gave. */
function placeOf(lead: NotifiedLead): string {
  return [lead.data.city, lead.data.state].filter(Boolean).join("/");
}

/** source / medium / campaign, as far as the visit carried them. */
function campaignOf(attribution: Attribution): string {
  const parts = [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign].filter(Boolean);
  if (parts.length > 0) return parts.join(" / ");
  if (attribution.gclid) return "Google Ads (gclid)";
  if (attribution.fbclid) return "Meta Ads (fbclid)";
  return "";
}

function isExpo(lead: NotifiedLead): boolean {
  return lead.formId === EXPO_FORM_ID;
}

type Line = { label: string; value: string; href?: string };

function leadLines(lead: NotifiedLead): Line[] {
  const lines: Line[] = [];
  for (const field of labelledFields(lead.formId, lead.data)) {
    if (!field.value) continue;
    if (field.name === "phone") {
      lines.push({
        label: field.label,
        value: formatBrazilianPhone(field.value),
        href: phoneHref(field.value),
      });
      lines.push({ label: "WhatsApp", value: "Abrir conversa", href: whatsappHref(field.value) });
    } else if (field.name === "email") {
      lines.push({ label: field.label, value: field.value, href: `mailto:${field.value}` });
    } else {
      lines.push({ label: field.label, value: field.value });
    }
  }
  const campaign = campaignOf(lead.attribution);
  if (campaign) lines.push({ label: "Campanha", value: campaign });
  if (lead.pagePath) lines.push({ label: "Página", value: lead.pagePath });
  lines.push({ label: "Recebido em", value: formatDateTime(lead.createdAt) });
  return lines;
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#0b1b33">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;margin:0 0 8px">${escapeHtml(brand)}</p>
      <p style="font-size:16px;font-weight:bold;margin:0 0 24px">${escapeHtml(title)}</p>
      ${body}
      <p style="font-size:13px;line-height:1.5;color:#4b5563;margin:24px 0 0">Você recebe este e-mail porque o seu endereço está nos avisos de leads do site (Forms Management, aba Avisos por e-mail).</p>
    </td></tr>
  </table>
</body>
</html>`;
}

function htmlLines(lines: Line[]): string {
  const rows = lines.map(({ label, value, href }) => {
    const shown = href
      ? `<a href="${escapeHtml(href)}" style="color:#075985">${escapeHtml(value)}</a>`
      : escapeHtml(value);
    return `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${shown}</td></tr>`;
  });
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="font-size:15px;line-height:1.4">${rows.join("")}</table>`;
}

function button(label: string, link: string): string {
  return `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#075985;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** The mail about one lead: every field, tap-to-call and WhatsApp links, its campaign, its link. */
export function newLeadMail(config: AppConfig, to: string, lead: NotifiedLead): MailMessage {
  const name = lead.data.name?.trim() || "Sem nome";
  const place = placeOf(lead);
  const title = isExpo(lead) ? "Novo agendamento na Expo" : "Novo lead do site";
  const subject = `${isExpo(lead) ? "Agendamento na Expo" : "Novo lead"}: ${name}${place ? ` (${place})` : ""}`;
  const lines = leadLines(lead);
  const link = leadUrl(config, lead.id);
  const text = [
    `${title} (${formName(lead.formId)})`,
    "",
    ...lines.map(({ label, value, href }) =>
      href && !href.startsWith("mailto:") ? `${label}: ${value} — ${href}` : `${label}: ${value}`,
    ),
    "",
    `Abrir o lead: ${link}`,
    "",
    `— Site ${brand}`,
  ].join("\n");
  const html = htmlPage(title, htmlLines(lines) + button("Abrir o lead", link));
  return { to, subject, text, html, link };
}

/** At most this many leads are listed one by one in a summary; the rest are counted. */
export const SUMMARY_LISTED_LEADS = 50;

/** The daily summary: how many leads since the last one, and each (up to a bound) with its link. */
export function leadSummaryMail(
  config: AppConfig,
  to: string,
  leads: NotifiedLead[],
  period: { from: Date; to: Date },
): MailMessage {
  const count = leads.length;
  const heading =
    count === 0 ? "Nenhum lead no período" : count === 1 ? "1 lead no período" : `${count} leads no período`;
  const range = `de ${formatDateTime(period.from)} a ${formatDateTime(period.to)}`;
  const listed = leads.slice(0, SUMMARY_LISTED_LEADS);
  const entry = (lead: NotifiedLead) => {
    const parts = [
      lead.data.name?.trim() || "Sem nome",
      placeOf(lead),
      formName(lead.formId),
      campaignOf(lead.attribution),
    ].filter(Boolean);
    return { summary: parts.join(" · "), phone: lead.data.phone ?? "", link: leadUrl(config, lead.id) };
  };
  const entries = listed.map(entry);
  const more = count - listed.length;
  const listLink = `${config.PUBLIC_URL}/admin/forms/submissions`;
  const text = [
    `Resumo de leads: ${heading}`,
    range,
    "",
    ...entries.flatMap(({ summary, phone, link }) => [
      `- ${summary}${phone ? ` — ${formatBrazilianPhone(phone)}` : ""}`,
      `  ${link}`,
    ]),
    ...(more > 0 ? ["", `E mais ${more} no painel.`] : []),
    "",
    `Todos os leads: ${listLink}`,
    "",
    `— Site ${brand}`,
  ].join("\n");
  const items = entries
    .map(
      ({ summary, phone, link }) =>
        `<li style="margin:0 0 10px"><a href="${escapeHtml(link)}" style="color:#075985">${escapeHtml(summary)}</a>${
          phone
            ? ` — <a href="${escapeHtml(phoneHref(phone))}" style="color:#075985">${escapeHtml(formatBrazilianPhone(phone))}</a>`
            : ""
        }</li>`,
    )
    .join("");
  const html = htmlPage(
    `Resumo de leads: ${heading}`,
    `<p style="font-size:14px;color:#4b5563;margin:0 0 16px">${escapeHtml(range)}</p>` +
      (items ? `<ul style="padding-left:20px;font-size:15px;line-height:1.4;margin:0">${items}</ul>` : "") +
      (more > 0 ? `<p style="font-size:15px">${escapeHtml(`E mais ${more} no painel.`)}</p>` : "") +
      button("Ver todos os leads", listLink),
  );
  return { to, subject: `Resumo de leads: ${heading}`, text, html, link: listLink };
}
