import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface WaitForMailOptions {
  /** A subject that contains this text, or that this pattern matches. */
  subject?: string | RegExp;
  /** How long to wait before failing; 10 s by default. */
  timeoutMs?: number;
  /** Only mails caught after this many (pass `messages.length` read before the action that mails). */
  after?: number;
}

export interface MailCatcher {
  /** SMTP_URL for the app under test. */
  smtpUrl: string;
  /** Every mail caught so far, oldest first. */
  messages: readonly CaughtMail[];
  /** The first mail to `to` that fits `options`, as soon as it has arrived; rejects after the timeout. */
  waitFor(to: string, options?: WaitForMailOptions): Promise<CaughtMail>;
  close(): Promise<void>;
}

// Generous: on a loaded two-core machine a mail sent after a browser action can take seconds.
const defaultTimeoutMs = 10_000;

export interface MailCatcherOptions {
  /** A fixed loopback port (e.g. to start a catcher again where a stopped one was); a free one by default. */
  port?: number;
  /** Accept every mail and keep none (a load run's SMTP server: hours of mails would fill the memory). */
  discard?: boolean;
}

/**
 * An SMTP server in the test process on a free loopback port (no auth, no TLS): it keeps every mail it
 * is sent, parsed by mailparser, so tests read the subject, text and HTML the way a mail client would.
 */
export async function startMailCatcher({
  port: wantedPort = 0,
  discard = false,
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (discard) {
        stream.on('end', () => callback());
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            // A single-part mail's body ends with the line break MIME puts there: not the sender's text.
            text: (parsed.text ?? '').trimEnd(),
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          waiters.forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, { subject, timeoutMs = defaultTimeoutMs, after = 0 } = {}) {
      const find = () =>
        messages.slice(after).find((mail) => mail.to.includes(to.toLowerCase()) && subjectFits(mail.subject, subject));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const what =
            subject === undefined ? '' : ` with subject ${subject instanceof RegExp ? subject : `"${subject}"`}`;
          reject(new Error(`No mail to ${to}${what} arrived within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function subjectFits(actual: string, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  // search(), unlike test(), ignores a /g pattern's lastIndex: the same pattern fits every time.
  return typeof wanted === 'string' ? actual.includes(wanted) : actual.search(wanted) !== -1;
}
