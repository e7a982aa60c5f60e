import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  /** SMTP_URL for the app under test. */
  smtpUrl: string;
  messages: CaughtMail[];
  /** The first mail to `to` (optionally with a subject containing `subject`) that arrives within the timeout. */
  waitFor(to: string, opts?: { subject?: string; timeoutMs?: number; after?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** An SMTP server in the test process on a free loopback port: it keeps every mail it is sent. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = (session.envelope.rcptTo || []).map((r) => r.address.toLowerCase());
        messages.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, { subject, timeoutMs = 5000, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(after).find((m) => m.to.includes(to.toLowerCase()) && (!subject || m.subject.includes(subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms (${messages.length} caught)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `token` query parameter of the first link in the mail that points at `path`. */
export function tokenFromMail(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`The mail "${mail.subject}" has no ${path} link:\n${mail.text}`);
  return token;
}

/** Just enough MIME for nodemailer's output: the subject and the text/plain and text/html parts. */
function parseMessage(raw: string): Omit<CaughtMail, 'to'> {
  const { headers, body } = splitPart(raw);
  const result = { subject: headers['subject'] ?? '', text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const inner = splitPart(part.replace(/^\r?\n/, ''));
    const content = decode(inner.body, inner.headers['content-transfer-encoding']);
    if (/^text\/plain/i.test(inner.headers['content-type'] ?? '')) result.text = content;
    if (/^text\/html/i.test(inner.headers['content-type'] ?? '')) result.html = content;
  }
  return result;
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decode(body: string, encoding = '7bit'): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').trim();
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').trim();
  return body.trim();
}
