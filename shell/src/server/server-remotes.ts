import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ShopConfig } from '@phoneparts/shared-ui';
import { clearRemoteCache } from '../federation/remote-loader';
import type { UrlRewrite } from './url-rewrite';

type RemoteName = keyof ShopConfig['remotes'];

/**
 * A remote's server build sits beside its client build (`<release>/server/remoteEntry.js` next to
 * `<release>/mf-manifest.json`), so the config that picks a remote's release for the browser picks it
 * for the render server too.
 */
export function serverEntryBeside(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

/**
 * How long one download of a remote's server code (its entry or a chunk) may take. The runtime shares
 * one pending load per remote: a server that accepts and never answers would otherwise hold every
 * later load of that remote for as long as the connection stays open. Failed, the load is tried again
 * at the next request, so the render server recovers by itself once the server answers.
 */
export const serverDownloadTimeoutMs = 10_000;

/** The federation runtime's downloads, each bounded by `timeoutMs`. */
export function boundedDownloadsPlugin(timeoutMs = serverDownloadTimeoutMs): ModuleFederationRuntimePlugin {
  return {
    name: 'phoneparts-bounded-downloads',
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  };
}

/** The server entry each remote is registered with. */
const registered = new Map<RemoteName, string>();

/**
 * Registers the remotes' server builds with the federation runtime; when the config names another
 * release of a remote, registers that one again (`force`: the runtime drops its old container and
 * loads the new one when next asked) and forgets the pages loaded from the old one, so the next render
 * draws the new release without a restart. A remote that cannot be loaded is not remembered as
 * failed: the runtime and `loadRemoteComponent` try again at the next request.
 */
export function registerServerRemotes(config: Pick<ShopConfig, 'remotes'>, rewrite: UrlRewrite = (url) => url): void {
  const changed = (Object.keys(config.remotes) as RemoteName[])
    .map((name) => ({ name, entry: rewrite(serverEntryBeside(config.remotes[name])) }))
    .filter(({ name, entry }) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  const again = changed.some(({ name }) => registered.has(name));
  if (registered.size === 0) registerPlugins([boundedDownloadsPlugin()]);
  clearRemoteCache();
  registerRemotes(changed, { force: again });
  for (const { name, entry } of changed) registered.set(name, entry);
}
