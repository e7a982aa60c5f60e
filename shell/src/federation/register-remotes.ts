import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShopConfig } from '@phoneparts/shared-ui';
import { remoteCompatibilityPlugin, remoteEntryBeside } from './remote-compatibility-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

type RemoteName = keyof ShopConfig['remotes'];

/**
 * Tells the federation runtime where the remotes live, from the runtime config (mf-manifest.json
 * URLs): each is loaded from the remoteEntry.js beside its manifest. Nothing about the remotes is
 * baked into the shell's build. Each manifest is checked before its remote runs; a refused or failed
 * remote falls back in the page area.
 */
export function registerShopRemotes(config: ShopConfig): void {
  registerPlugins([
    remoteCompatibilityPlugin({ manifests: config.remotes, expectedVersions: config.remoteVersions }),
    remoteFallbackPlugin(),
  ]);
  registerRemotes(
    (Object.keys(config.remotes) as RemoteName[]).map((name) => ({
      name,
      entry: remoteEntryBeside(config.remotes[name]),
    })),
  );
}
