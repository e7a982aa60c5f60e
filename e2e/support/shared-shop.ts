import fs from 'node:fs';
import type { CaughtMail, MailCatcher, WaitForMailOptions } from '@phoneparts/mail-catcher';
import { setApiUrl } from './page-problems';

/**
 * How the run's shared shop reaches the test files. Jest runs globalSetup in its own context, so the
 * files cannot hold its objects: globalSetup writes the URLs to a JSON file named by E2E_SHARED_SHOP,
 * and copies every mail it catches into a JSON file the test files read (MailReader below).
 */
export const sharedShopEnv = 'E2E_SHARED_SHOP';

export interface SharedShopFile {
  shellUrl: string;
  apiUrl: string;
  /** The caught mails, oldest first (a JSON array, replaced whole on each new mail). */
  mailFile: string;
}

/** The mail catcher as a test reads it: the shared shop's one (from its file) or a file's own. */
export type MailReader = Pick<MailCatcher, 'messages' | 'waitFor'>;

export function connectToSharedShop(): { shellUrl: string; apiUrl: string; mail: MailReader } {
  const file = process.env[sharedShopEnv];
  if (!file) {
    throw new Error(
      `useShop() needs the run's shared shop (${sharedShopEnv} is not set): run this file in the ` +
        "'shared-shop' jest project, or use useOwnShop() and list it in ownShopSpecs (e2e/jest.config.js)",
    );
  }
  const shop = JSON.parse(fs.readFileSync(file, 'utf8')) as SharedShopFile;
  setApiUrl(shop.apiUrl);
  return { shellUrl: shop.shellUrl, apiUrl: shop.apiUrl, mail: mailFromFile(shop.mailFile) };
}

// As the in-process catcher's: on a loaded two-core machine a mail can take seconds.
const defaultTimeoutMs = 10_000;
const pollMs = 50;

function readMails(file: string): CaughtMail[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CaughtMail[];
  } catch {
    return []; // not written yet: no mail caught so far
  }
}

function fits(mail: CaughtMail, to: string, subject: WaitForMailOptions['subject']): boolean {
  if (!mail.to.includes(to)) return false;
  if (subject === undefined) return true;
  // search(), unlike test(), ignores a /g pattern's lastIndex (as the in-process catcher does).
  return typeof subject === 'string' ? mail.subject.includes(subject) : mail.subject.search(subject) !== -1;
}

/** The same reads as MailCatcher's (messages, waitFor), on the mails the shared shop's catcher wrote. */
export function mailFromFile(file: string): MailReader {
  return {
    get messages() {
      return readMails(file);
    },
    async waitFor(to, { subject, timeoutMs = defaultTimeoutMs, after = 0 } = {}) {
      const address = to.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = readMails(file);
        const found = mails.slice(after).find((mail) => fits(mail, address, subject));
        if (found) return found;
        if (Date.now() >= deadline) {
          const which = subject === undefined ? '' : ` with subject ${String(subject)}`;
          throw new Error(`No mail to ${to}${which} arrived within ${timeoutMs} ms (${mails.length} caught)`);
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

/**
 * Copies the catcher's mails to `file` whenever one more has arrived (written beside it and renamed,
 * so a reader never sees half a file). Returns the function that stops copying.
 */
export function copyMailsToFile(mail: MailCatcher, file: string): () => void {
  let copied = -1;
  const copy = () => {
    if (mail.messages.length === copied) return;
    copied = mail.messages.length;
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail.messages));
    fs.renameSync(`${file}.tmp`, file);
  };
  copy();
  const timer = setInterval(copy, pollMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
