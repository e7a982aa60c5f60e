import { startMailCatcher, type MailCatcher } from '@phoneparts/mail-catcher';
import { createTestApp, type TestApp } from './test-app';

/** Where the mailed links of a mailing test app point. */
export const testShellUrl = 'http://shell.test';

export interface MailingTestApp extends TestApp {
  /** Catches every mail the app sends (until `smtpDown()`). */
  mail: MailCatcher;
  /** Takes the SMTP server away: the app's sends are refused (ECONNREFUSED) until `smtpBack()`. */
  smtpDown(): Promise<void>;
  /** A fresh mail catcher on the same port, catching what the outbox sends from now on. */
  smtpBack(): Promise<MailCatcher>;
}

/**
 * The test app sending its mail to a mail catcher, with links to `testShellUrl`, rate limits high
 * enough for a file full of sign-ups and a quick outbox worker; `close()` stops both.
 */
export async function createMailingTestApp(env: NodeJS.ProcessEnv = {}): Promise<MailingTestApp> {
  const mail = await startMailCatcher();
  try {
    const t = await createTestApp({
      SMTP_URL: mail.smtpUrl,
      PUBLIC_SHELL_URL: testShellUrl,
      RATE_LIMIT_PER_MINUTE: '1000',
      // The outbox looks every second and retries a failed send after 1, 2, 4 … seconds.
      MAIL_WORKER_SECONDS: '1',
      MAIL_RETRY_BASE_SECONDS: '1',
      ...env,
    });
    const port = Number(new URL(mail.smtpUrl).port);
    let running: MailCatcher | null = mail;
    return {
      ...t,
      mail,
      smtpDown: async () => {
        await running?.close();
        running = null;
      },
      smtpBack: async () => (running = await startMailCatcher({ port })),
      close: async () => {
        await t.close();
        await running?.close();
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}

/** Polls until `check` holds (the outbox works in the background). */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
