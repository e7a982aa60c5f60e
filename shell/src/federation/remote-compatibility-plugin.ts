import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { incompatibilities, type HostShared, type RemoteManifest } from './remote-compatibility';

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly manifestUrl: string,
    readonly problems: string[],
  ) {
    super(`[shell] refused remote ${remote} (${manifestUrl}): ${problems.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * Checks each remote's mf-manifest.json before any of its code runs: a remote built against shared
 * versions the shell does not provide, or not the version config.json chose, is refused with a clear
 * console error; the load then fails and the page area shows the fallback (remoteFallbackPlugin).
 * A compatible remote's version is logged, so the console tells which release is live.
 */
export function remoteCompatibilityPlugin(
  expectedVersions: Partial<Record<string, string>> = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'phoneparts-remote-compatibility',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const manifest = args.manifestJson as unknown as RemoteManifest;
      const remote = args.moduleInfo.name;
      const url = args.manifestUrl ?? '';
      const host = { name: args.options.name, shared: args.options.shared as unknown as HostShared };
      const problems = incompatibilities(manifest, host, expectedVersions[remote]);
      if (problems.length) {
        const error = new IncompatibleRemoteError(remote, url, problems);
        console.error(error.message);
        throw error;
      }
      console.info(
        `[shell] remote ${remote} ${manifest.metaData.buildInfo?.buildVersion ?? '(no version)'} from ${url}`,
      );
      return args;
    },
  };
}
