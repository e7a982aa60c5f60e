import type { Browser } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '@phoneparts/mail-catcher';
import { startApi, type ApiProcess } from './api-process';
import { launchBrowser } from './browser';
import { freePort } from './free-port';
import { setApiUrl } from './page-problems';
import { connectToSharedShop, type MailReader } from './shared-shop';
import { serveWebApps, type WebApps } from './web-apps';

/** What a test file reads from a shop, whether its own or the one shared by the run (useShop). */
export interface ShopHandle {
  shellUrl: string;
  apiUrl: string;
  mail: MailReader;
  browser: Browser;
}

/** A shop of the test file's own: it may also stop, restart and reconfigure the servers. */
export interface Shop extends ShopHandle {
  api: ApiProcess;
  apps: WebApps;
  mail: MailCatcher;
  stop(): Promise<void>;
}

/** The API, the three web servers and the mail catcher of one shop, without a browser. */
export interface ShopServers {
  shellUrl: string;
  apiUrl: string;
  api: ApiProcess;
  apps: WebApps;
  mail: MailCatcher;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** Extra API environment (e.g. GOOGLE_* for an OIDC test): such a file needs a shop of its own. */
  apiEnv?: Record<string, string>;
  /** The share of visits that report Core Web Vitals (config.json's webVitalsSampleRate); 0 by default. */
  webVitalsSampleRate?: number;
  /** The public pages drawn by the shell's render server (docs/server-rendering.md). */
  render?: boolean;
}

/**
 * The whole shop for one test file: a mail catcher, the three built web apps on ports of their own,
 * the built API on a fresh PGlite folder, and a Chromium.
 */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const servers = await startShopServers(options);
  try {
    const browser = await launchBrowser();
    return {
      ...servers,
      browser,
      stop: async () => {
        await browser.close().catch(() => undefined);
        await servers.stop();
      },
    };
  } catch (error) {
    await servers.stop();
    throw error;
  }
}

/** The servers of a shop (no browser): what the run's shared shop starts once (shared-shop/global-setup). */
export async function startShopServers(options: ShopOptions = {}): Promise<ShopServers> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopServersOnce(options);
    } catch (error) {
      // The API runs in a child process, so its port is chosen here and bound there; another socket
      // can take it in between (EADDRINUSE). Everything was stopped: start again on a new port.
      if (attempt < 3 && /EADDRINUSE/.test(String(error))) continue;
      throw error;
    }
  }
}

async function startShopServersOnce(options: ShopOptions): Promise<ShopServers> {
  const stoppers: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
  };
  try {
    const mail = await startMailCatcher();
    stoppers.push(mail.close);
    const apiUrl = `http://127.0.0.1:${await freePort()}`;
    setApiUrl(apiUrl);
    const apps = await serveWebApps(apiUrl, {
      webVitalsSampleRate: options.webVitalsSampleRate,
      render: options.render,
    });
    stoppers.push(apps.stopAll);
    const api = await startApi({
      port: Number(new URL(apiUrl).port),
      smtpUrl: mail.smtpUrl,
      publicShellUrl: apps.urls.shell,
      corsOrigins: Object.values(apps.urls),
      env: options.apiEnv,
    });
    stoppers.push(api.stop);
    return { shellUrl: apps.urls.shell, apiUrl: api.url, api, apps, mail, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The shop shared by every test file of the `shared-shop` jest project (the default for a new file):
 * started once per run by shared-shop/global-setup, so it holds what earlier files left (accounts,
 * parts, orders, mails). Use fresh accounts and parts per test (newAccount, createPart) and pick
 * mails by recipient. The file gets a Chromium of its own. Read the properties inside tests only.
 */
export function useShop(): ShopHandle {
  const handle = {} as ShopHandle;
  beforeAll(async () => {
    Object.assign(handle, connectToSharedShop(), { browser: await launchBrowser() });
  }, 120_000);
  afterAll(async () => {
    await handle.browser?.close();
  }, 30_000);
  return handle;
}

/**
 * Registers beforeAll/afterAll that start and stop a shop of this file's own: for files that stop or
 * reconfigure servers or need special API settings. Such a file must be listed in `ownShopSpecs`
 * (e2e/jest.config.js). The returned object is filled in beforeAll, so read it inside tests only.
 */
export function useOwnShop(options: ShopOptions = {}): Shop {
  const handle = {} as Shop;
  beforeAll(async () => {
    Object.assign(handle, await startShop(options));
  }, 120_000);
  afterAll(async () => {
    await handle.stop?.();
  }, 30_000);
  return handle;
}
