import type { Browser } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '@phoneparts/mail-catcher';
import { startApi, type ApiProcess } from './api-process';
import { launchBrowser } from './browser';
import { freePort } from './free-port';
import { serveWebApps, type WebApps } from './web-apps';

export interface Shop {
  shellUrl: string;
  apiUrl: string;
  api: ApiProcess;
  apps: WebApps;
  mail: MailCatcher;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The whole shop for one test file: a mail catcher, the three built web apps on ports of their own,
 * the built API on a fresh PGlite folder, and a Chromium.
 */
export async function startShop(options: { apiEnv?: Record<string, string> } = {}): Promise<Shop> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOnce(options);
    } catch (error) {
      // The API runs in a child process, so its port is chosen here and bound there; another socket
      // can take it in between (EADDRINUSE). Everything was stopped: start again on a new port.
      if (attempt < 3 && /EADDRINUSE/.test(String(error))) continue;
      throw error;
    }
  }
}

async function startShopOnce(options: { apiEnv?: Record<string, string> }): Promise<Shop> {
  const stoppers: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
  };
  try {
    const mail = await startMailCatcher();
    stoppers.push(mail.close);
    const apiUrl = `http://127.0.0.1:${await freePort()}`;
    const apps = await serveWebApps(apiUrl);
    stoppers.push(apps.stopAll);
    const api = await startApi({
      port: Number(new URL(apiUrl).port),
      smtpUrl: mail.smtpUrl,
      publicShellUrl: apps.urls.shell,
      corsOrigins: Object.values(apps.urls),
      env: options.apiEnv,
    });
    stoppers.push(api.stop);
    const browser = await launchBrowser();
    stoppers.push(() => browser.close());
    return { shellUrl: apps.urls.shell, apiUrl: api.url, api, apps, mail, browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Registers beforeAll/afterAll that start and stop the shop; the returned object is filled in
 * beforeAll, so read its properties inside tests only.
 */
export function useShop(options: { apiEnv?: Record<string, string> } = {}): Shop {
  const handle = {} as Shop;
  beforeAll(async () => {
    Object.assign(handle, await startShop(options));
  }, 120_000);
  afterAll(async () => {
    await handle.stop?.();
  }, 30_000);
  return handle;
}
