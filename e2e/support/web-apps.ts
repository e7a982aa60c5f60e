import fs from 'node:fs';
import path from 'node:path';
import { serveStatic, type RunningServer } from '@phoneparts/serve-static';
import { startRenderServer, type RenderServer } from './render-server';
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
  /** The render server, when the shop was started with `render: true` (docs/server-rendering.md). */
  render?: RenderServer;
}

/**
 * Serves the three built apps, each from its own server and port (remotes are cross-origin, as in
 * production). The shell's /config.json points at the API and at the remotes' mf-manifest.json.
 * Each server binds a port the system picks (port 0): a port chosen beforehand can be taken by any
 * outgoing connection before it is bound (seen in CI as EADDRINUSE). A restart keeps the app's port.
 * `webVitalsSampleRate`: the share of visits whose shell reports its Core Web Vitals (none by default,
 * so a test's requests are its own; the shared shop reports every visit).
 * `render`: the shell's public pages are drawn by a render server of their own (the shell's web server
 * sends them there, as `npm start` and the images do).
 */
export async function serveWebApps(apiUrl: string, { webVitalsSampleRate = 0, render = false } = {}): Promise<WebApps> {
  const ports: Partial<Record<WebAppName, number>> = {};
  const urls = {} as Record<WebAppName, string>;
  const running: Partial<Record<WebAppName, RunningServer>> = {};
  let remotes: { storefront: RemoteSetting; dashboard: RemoteSetting } | undefined;
  let renderServer: RenderServer | undefined;

  const start = async (name: WebAppName) => {
    const root = path.join(repoRoot, folders[name], 'dist');
    if (!fs.existsSync(path.join(root, 'index.html')))
      throw new Error(`${root} is missing: build the web apps first (npm run build)`);
    const server = await serveStatic({
      root,
      port: ports[name] ?? 0,
      host: '127.0.0.1',
      config: name === 'shell' ? { apiUrl, remotes, webVitalsSampleRate } : undefined,
      render: name === 'shell' ? renderServer?.url : undefined,
    });
    running[name] = server;
    ports[name] = server.port;
    urls[name] = `http://127.0.0.1:${server.port}`;
  };
  const stop = async (name: WebAppName) => {
    await running[name]?.close();
    delete running[name];
  };
  const stopAll = async () => {
    await Promise.all((Object.keys(running) as WebAppName[]).map(stop));
    await renderServer?.stop();
  };

  try {
    // The remotes first: the shell's config names their addresses.
    await start('storefront');
    await start('dashboard');
    remotes = { storefront: `${urls.storefront}/mf-manifest.json`, dashboard: `${urls.dashboard}/mf-manifest.json` };
    if (render) {
      // The shell's port is known once it listens: the render server reads its config from there.
      await start('shell');
      renderServer = await startRenderServer(`${urls.shell}/config.json`);
      await stop('shell');
      await start('shell');
    } else await start('shell');
  } catch (error) {
    await stopAll(); // nothing left listening: a leaked server keeps jest from exiting
    throw error;
  }
  return {
    urls,
    stop,
    restart: start,
    async reconfigureShell(newRemotes) {
      remotes = newRemotes;
      await stop('shell');
      await start('shell');
    },
    stopAll,
    render: renderServer,
  };
}
