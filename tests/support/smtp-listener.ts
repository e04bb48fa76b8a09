import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 standing in for the mail provider. It accepts every message
 * (no TLS, no authentication), records it, and can go down and come back on the same port, or
 * turn senders away for a while (counting them, so a test can wait for the retries).
 *
 *   const smtp = await startSmtpListener();
 *   // ... start the app with SMTP_URL: smtp.url ...
 *   const [mail] = await smtp.waitForMails(1);
 *   expect(mail.to).toEqual(["maria@example.com"]);
 *   const link = mail.links[0];
 *   await smtp.goDown();      // connections refused
 *   smtp.turnAway();          // answers "421 try later" and hangs up; see `turnedAway`
 *   await smtp.comeBack();    // listening again on the same port
 *   await smtp.close();
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the server received it. */
  raw: string;
  subject: string;
  /** The message with quoted-printable bodies decoded (search it for text). */
  text: string;
  /** Every http(s) link in the message, in order, decoded from quoted-printable. */
  links: string[];
  receivedAt: Date;
};

export type SmtpListener = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves once at least `count` mails arrived (optionally only those to `to`). */
  waitForMails(count: number, options?: { to?: string; timeoutMs?: number }): Promise<ReceivedMail[]>;
  reset(): void;
  goDown(): Promise<void>;
  /** Stays up but answers every connection "421", as a busy provider does, until comeBack(). */
  turnAway(): void;
  /** How many connections were turned away so far. */
  readonly turnedAway: number;
  /** Listening (again) on the same port and accepting mail. */
  comeBack(): Promise<void>;
  readonly isUp: boolean;
  close(): Promise<void>;
};

/** Undoes quoted-printable soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const match = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (match) {
      bytes.push(Number.parseInt(match[1], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const decoded = decodeQuotedPrintable(raw);
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  const subject = decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, " ").trim());
  const links = Array.from(new Set(decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [])).map((link) =>
    link.replaceAll("&amp;", "&"),
  );
  return { ...envelope, raw, subject, text: decoded, links, receivedAt: new Date() };
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let up = false;
  let turningAway = false;
  let turnedAway = 0;
  let port = 0;
  let server: SMTPServer;

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect(_session, callback) {
        if (!turningAway) return callback();
        turnedAway++;
        callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelope));
          for (const wake of waiters) wake();
          callback();
        });
      },
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        up = true;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!up) return resolve();
      up = false;
      server.close(() => resolve());
    });

  await listen();

  const listener: SmtpListener = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMails(count, options = {}) {
      const { to, timeoutMs = 15_000 } = options;
      const matching = () => mails.filter((mail) => !to || mail.to.includes(to.toLowerCase()));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matching();
          if (found.length < count) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `smtp listener: expected ${count} mail(s)${to ? ` to ${to}` : ""} within ${timeoutMs} ms, got ${matching().length}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    reset() {
      mails.length = 0;
      turnedAway = 0;
    },
    goDown: stop,
    turnAway() {
      turningAway = true;
    },
    get turnedAway() {
      return turnedAway;
    },
    comeBack() {
      turningAway = false;
      return up ? Promise.resolve() : listen();
    },
    get isUp() {
      return up;
    },
    close: stop,
  };
  return listener;
}
