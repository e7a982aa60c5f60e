import { registerRemotes } from '@module-federation/enhanced/runtime';
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

let registered = '';

/**
 * Registers the remotes' server builds with the federation runtime; when the config names another
 * release, registers it again (`force`: the runtime drops the old container) and forgets the pages
 * loaded from the old one, so the next render draws the new release without a restart.
 */
export function registerServerRemotes(config: Pick<ShopConfig, 'remotes'>, rewrite: UrlRewrite = (url) => url): void {
  const remotes = (Object.keys(config.remotes) as RemoteName[]).map((name) => ({
    name,
    entry: rewrite(serverEntryBeside(config.remotes[name])),
  }));
  const key = JSON.stringify(remotes);
  if (key === registered) return;
  const first = registered === '';
  registered = key;
  clearRemoteCache();
  registerRemotes(remotes, { force: !first });
}
