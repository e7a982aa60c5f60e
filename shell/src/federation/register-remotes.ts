import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShopConfig } from '@phoneparts/shared-ui';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

export type RemoteName = keyof ShopConfig['remotes'];

/**
 * Tells the federation runtime where the remotes live, from the runtime config (mf-manifest.json
 * URLs). Nothing about the remotes is baked into the shell's build.
 */
export function registerShopRemotes(config: ShopConfig): void {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes((Object.keys(config.remotes) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })));
}
