import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { freePort } from './free-port';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  smtpUrl: string;
  mails: CaughtMail[];
  /** The first mail to `address` (optionally whose subject matches) — waits for it to arrive. */
  waitForMail(address: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** An in-process SMTP server that keeps every mail the API sends (no auth, no TLS, localhost only). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          waiters.forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const find = (address: string, subject?: RegExp) =>
    mails.find((mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(address, { subject, timeoutMs = 15_000 } = {}) {
      const found = find(address, subject);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(address, subject);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (got ${mails.length} mails)`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that starts with `prefix` (e.g. `${shellUrl}/resetPassword?token=`). */
export function linkFrom(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>)\\]]*`).exec(`${mail.text}\n${mail.html}`);
  if (!match) throw new Error(`No link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return match[0].replace(/&amp;/g, '&');
}
