/**
 * The e-mails the site sends, in Portuguese: the sign-up confirmation and the password reset.
 * Each has a plain-text and an HTML body; the HTML escapes every value it shows.
 */

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (shown in the log by the dev mailbox). */
  link: string;
};

const brand = "Cota Fácil";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "";
}

function layout(options: {
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
}) {
  const { greeting, paragraphs, button, link, footer } = options;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    link,
    "",
    footer,
    "",
    `— Equipe ${brand}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#0b1b33">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;margin:0 0 24px">${escapeHtml(brand)}</p>
      <p style="font-size:16px;margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n      ")}
      <p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#075985;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(button)}</a></p>
      <p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 16px">Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(link)}" style="color:#075985;word-break:break-all">${escapeHtml(link)}</a></p>
      <p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0">${escapeHtml(footer)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { text, html };
}

export function verificationMail(user: { name: string; email: string }, link: string): MailMessage {
  const name = firstName(user.name);
  const { text, html } = layout({
    greeting: name ? `Olá, ${name}!` : "Olá!",
    paragraphs: [
      `Recebemos o seu cadastro no site da ${brand}.`,
      "Para confirmar o seu email e ativar a conta, abra o link abaixo. Ele vale por 24 horas.",
    ],
    button: "Confirmar email",
    link,
    footer: "Se você não fez este cadastro, ignore esta mensagem: nenhuma conta será ativada.",
  });
  return { to: user.email, subject: `Confirme seu email – ${brand}`, text, html, link };
}

export function passwordResetMail(user: { name: string; email: string }, link: string): MailMessage {
  const name = firstName(user.name);
  const { text, html } = layout({
    greeting: name ? `Olá, ${name}!` : "Olá!",
    paragraphs: [
      `Recebemos um pedido para redefinir a senha da sua conta no site da ${brand}.`,
      "Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez.",
    ],
    button: "Redefinir senha",
    link,
    footer: "Se você não pediu a redefinição, ignore esta mensagem: a sua senha continua a mesma.",
  });
  return { to: user.email, subject: `Redefinição de senha – ${brand}`, text, html, link };
}

/**
 * A sign-up with an address that already has an account: the screen answers as for a new one
 * (it must not tell who has an account), so the owner of the address learns it here, with a
 * way back into the account.
 */
export function existingAccountMail(user: { name: string; email: string }, link: string): MailMessage {
  const name = firstName(user.name);
  const { text, html } = layout({
    greeting: name ? `Olá, ${name}!` : "Olá!",
    paragraphs: [
      `Recebemos um pedido de cadastro no site da ${brand} com este email, mas ele já tem uma conta.`,
      "Se esqueceu a senha, abra o link abaixo para escolher uma nova. Ele vale por 1 hora e só pode ser usado uma vez. Se lembra da senha, basta entrar com ela.",
    ],
    button: "Redefinir senha",
    link,
    footer:
      "Se você não pediu este cadastro, ignore esta mensagem: a sua conta e a sua senha continuam as mesmas.",
  });
  return { to: user.email, subject: `Você já tem uma conta – ${brand}`, text, html, link };
}

/** What the admins are told about a CRM that stopped taking leads (app/.server/outbox/crm-alerts.ts). */
export type CrmAlertNotice =
  | {
      kind: "outage" | "reminder";
      destination: string;
      since: string;
      waiting: number;
      lastError: string | null;
    }
  | { kind: "recovered" | "nothing-waiting"; destination: string };

export function crmAlertMail(admin: { name: string; email: string }, notice: CrmAlertNotice, link: string) {
  const name = firstName(admin.name);
  const leads = (count: number) => (count === 1 ? "1 lead aguarda" : `${count} leads aguardam`);
  const failing =
    notice.kind === "outage" || notice.kind === "reminder"
      ? [
          `As entregas de leads para ${notice.destination} falham desde ${notice.since}. ${leads(notice.waiting)} entrega.`,
          "Nenhum lead se perde: o site continua tentando e entrega todos quando o CRM voltar a responder.",
          `Último erro: ${notice.lastError ?? "nenhuma resposta"}.`,
        ]
      : [];
  const content = {
    outage: {
      subject: `Alerta: o CRM não recebe leads desde ${"since" in notice ? notice.since : ""}`,
      paragraphs: failing,
    },
    reminder: {
      subject: `Lembrete: o CRM ainda não recebe leads (desde ${"since" in notice ? notice.since : ""})`,
      paragraphs: failing,
    },
    recovered: {
      subject: "O CRM voltou a receber leads",
      paragraphs: [
        `As entregas de leads para ${notice.destination} voltaram a funcionar.`,
        "Os leads que aguardavam estão sendo entregues; o estado de cada um aparece na lista de leads.",
      ],
    },
    "nothing-waiting": {
      subject: "Nenhum lead aguarda mais entrega ao CRM",
      paragraphs: [
        `Nenhum lead aguarda mais entrega para ${notice.destination}, mas a última tentativa falhou.`,
        "Os leads que não puderam ser entregues ficam marcados como falha e podem ser reenviados na tela de cada lead.",
      ],
    },
  }[notice.kind];
  const { text, html } = layout({
    greeting: name ? `Olá, ${name}!` : "Olá!",
    paragraphs: content.paragraphs,
    button: "Ver as entregas",
    link,
    footer: "Você recebe este aviso por ser administrador do site.",
  });
  return { to: admin.email, subject: `${content.subject} – ${brand}`, text, html, link };
}

/** An invitation to the admin team: who invited, with which role, and the link (7 days). */
export function invitationMail(
  invitation: { email: string; roleLabel: string; invitedBy: string },
  link: string,
): MailMessage {
  const { text, html } = layout({
    greeting: "Olá!",
    paragraphs: [
      `${invitation.invitedBy} convidou você para a equipe do painel do site da ${brand}, com o perfil ${invitation.roleLabel}.`,
      "Para aceitar, abra o link abaixo e escolha o seu nome e uma senha. Ele vale por 7 dias e só pode ser usado uma vez.",
    ],
    button: "Aceitar o convite",
    link,
    footer: "Se você não esperava este convite, ignore esta mensagem: nenhuma conta será criada.",
  });
  return { to: invitation.email, subject: `Convite para a equipe – ${brand}`, text, html, link };
}
