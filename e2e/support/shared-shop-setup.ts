import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyMailsToFile, sharedShopEnv, type SharedShopFile } from './shared-shop';
import { startShopServers } from './shop';

/** What globalSetup leaves for globalTeardown (jest runs both in the same context). */
export interface RunningSharedShop {
  stop(): Promise<void>;
}
export const runningSharedShopKey = '__phonepartsSharedShop';

/**
 * jest globalSetup of the 'shared-shop' project: starts the API, the three web servers and the mail
 * catcher once for every file of the project, and tells them where through E2E_SHARED_SHOP.
 */
export default async function startSharedShop(): Promise<void> {
  // Every visit reports its Core Web Vitals, as real visits do at their sample rate (field-speed spec).
  const servers = await startShopServers({ webVitalsSampleRate: 1 });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-shared-shop-'));
  const mailFile = path.join(folder, 'mails.json');
  const stopCopying = copyMailsToFile(servers.mail, mailFile);
  const file = path.join(folder, 'shop.json');
  const shop: SharedShopFile = { shellUrl: servers.shellUrl, apiUrl: servers.apiUrl, mailFile };
  fs.writeFileSync(file, JSON.stringify(shop));
  // Test files (in band or in workers started after this) inherit the variable.
  process.env[sharedShopEnv] = file;
  const running: RunningSharedShop = {
    stop: async () => {
      stopCopying();
      await servers.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  (globalThis as Record<string, unknown>)[runningSharedShopKey] = running;
}
