import nodemailer from "nodemailer";
import type { AppConfig } from "~/.server/config";
import type { Logger } from "~/.server/logger";

/**
 * Sends one e-mail from the outbox. With SMTP_URL set it goes over SMTP (nodemailer); without
 * it, to the dev mailbox: the mail stays in its outbox row (GET /__dev/mailbox in development)
 * and its link is printed in the server log, so sign-up can be finished on a laptop.
 */

export type OutgoingMail = { to: string; subject: string; text: string; html?: string; link?: string };

export type MailResult = {
  ok: boolean;
  /** The SMTP server's reply code (250 on success), null when there was no reply. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The server refused the message for good (an address it will never accept). */
  permanent: boolean;
  /** "smtp" or "dev-mailbox". */
  via: "smtp" | "dev-mailbox";
};

export type Mailer = {
  readonly via: "smtp" | "dev-mailbox";
  send(mail: OutgoingMail): Promise<MailResult>;
  close(): void;
};

/** SMTP replies that mean the recipient address will never be accepted. */
const permanentRecipientCodes = new Set([501, 550, 551, 553]);

export function createMailer(config: Pick<AppConfig, "SMTP_URL" | "MAIL_FROM">, logger: Logger): Mailer {
  if (!config.SMTP_URL) {
    return {
      via: "dev-mailbox",
      async send(mail) {
        logger.info(
          { to: mail.to, subject: mail.subject, link: mail.link },
          `dev mailbox (SMTP_URL is not set): mail to ${mail.to} — ${mail.link ?? mail.subject}`,
        );
        return {
          ok: true,
          statusCode: null,
          error: null,
          durationMs: 0,
          permanent: false,
          via: "dev-mailbox",
        };
      },
      close() {},
    };
  }

  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    via: "smtp",
    async send(mail) {
      const started = performance.now();
      try {
        const info = await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return {
          ok: true,
          statusCode: Number.parseInt(String(info.response), 10) || 250,
          error: null,
          durationMs: Math.round(performance.now() - started),
          permanent: false,
          via: "smtp",
        };
      } catch (error) {
        const failure = error as Error & { responseCode?: number; code?: string; response?: string };
        const statusCode = typeof failure.responseCode === "number" ? failure.responseCode : null;
        return {
          ok: false,
          statusCode,
          error: failure.response ?? failure.code ?? failure.message ?? String(error),
          durationMs: Math.round(performance.now() - started),
          permanent:
            failure.code === "EENVELOPE" && statusCode !== null && permanentRecipientCodes.has(statusCode),
          via: "smtp",
        };
      }
    },
    close() {
      transport.close();
    },
  };
}
