import type { Browser } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '@phoneparts/mail-catcher';
import { startApi, type ApiProcess } from './api-process';
import { launchBrowser } from './browser';
import { freePort } from './free-port';
import { freeWebAppPorts, serveWebApps, type WebApps } from './web-apps';

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
 * The whole shop for one test file: a mail catcher, the built API on a fresh PGlite folder, the
 * three built web apps on their own free ports, and a Chromium.
 */
export async function startShop(options: { apiEnv?: Record<string, string> } = {}): Promise<Shop> {
  const stoppers: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
  };
  try {
    const mail = await startMailCatcher();
    stoppers.push(mail.close);
    const ports = await freeWebAppPorts();
    const apiPort = await freePort();
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    const api = await startApi({
      port: apiPort,
      smtpUrl: mail.smtpUrl,
      publicShellUrl: origin(ports.shell),
      corsOrigins: [ports.shell, ports.storefront, ports.dashboard].map(origin),
      env: options.apiEnv,
    });
    stoppers.push(api.stop);
    const apps = await serveWebApps(ports, api.url);
    stoppers.push(apps.stopAll);
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
