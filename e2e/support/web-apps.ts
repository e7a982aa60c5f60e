import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, type RunningServer } from '@phoneparts/serve-static';
import { freePort } from './free-port';
import { repoRoot } from './repo-root';

export type WebAppName = 'shell' | 'storefront' | 'dashboard';
/** A remote in the shell's config.json: its manifest URL, or `{ url, version }` of a published release. */
type RemoteSetting = string | { url: string; version?: string };
const folders: Record<WebAppName, string> = {
  shell: 'shell',
  storefront: 'storefront-mfe',
  dashboard: 'dashboard-mfe',
};

export interface WebApps {
  urls: Record<WebAppName, string>;
  /** Stops one app's server (e.g. to show the shell's fallback for a remote that is down). */
  stop(name: WebAppName): Promise<void>;
  /** Starts it again on the same port. */
  restart(name: WebAppName): Promise<void>;
  /** Restarts the shell's server with a different /config.json (same build, no rebuild). */
  reconfigureShell(remotes: { storefront: RemoteSetting; dashboard: RemoteSetting }): Promise<void>;
  stopAll(): Promise<void>;
}

/**
 * Serves the three built apps, each from its own server and port (remotes are cross-origin, as in
 * production). The shell's /config.json points at the API and at the remotes' mf-manifest.json.
 */
export async function serveWebApps(ports: Record<WebAppName, number>, apiUrl: string): Promise<WebApps> {
  const urls = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
  ) as Record<WebAppName, string>;
  let config: { apiUrl: string; remotes: { storefront: RemoteSetting; dashboard: RemoteSetting } } = {
    apiUrl,
    remotes: { storefront: `${urls.storefront}/mf-manifest.json`, dashboard: `${urls.dashboard}/mf-manifest.json` },
  };
  const running: Partial<Record<WebAppName, RunningServer>> = {};

  const start = async (name: WebAppName) => {
    const root = path.join(repoRoot, folders[name], 'dist');
    if (!fs.existsSync(path.join(root, 'index.html')))
      throw new Error(`${root} is missing: build the web apps first (npm run build)`);
    running[name] = await serveStatic({
      root,
      port: ports[name],
      host: '127.0.0.1',
      config: name === 'shell' ? config : undefined,
    });
  };
  const stop = async (name: WebAppName) => {
    await running[name]?.close();
    delete running[name];
  };

  for (const name of Object.keys(folders) as WebAppName[]) await start(name);
  return {
    urls,
    stop,
    restart: start,
    async reconfigureShell(remotes) {
      config = { apiUrl, remotes };
      await stop('shell');
      await start('shell');
    },
    stopAll: async () => {
      await Promise.all((Object.keys(running) as WebAppName[]).map(stop));
    },
  };
}

export async function freeWebAppPorts(): Promise<Record<WebAppName, number>> {
  return { shell: await freePort(), storefront: await freePort(), dashboard: await freePort() };
}
