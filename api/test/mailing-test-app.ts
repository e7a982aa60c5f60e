import { startMailCatcher, type MailCatcher } from '@phoneparts/mail-catcher';
import { createTestApp, type TestApp } from './test-app';

/** Where the mailed links of a mailing test app point. */
export const testShellUrl = 'http://shell.test';

export interface MailingTestApp extends TestApp {
  /** Catches every mail the app sends. */
  mail: MailCatcher;
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
    return {
      ...t,
      mail,
      close: async () => {
        await t.close();
        await mail.close();
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}
