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

/** Every remote's build names its entry so (tools/webpack-config), beside its mf-manifest.json. */
const remoteEntryFile = 'remoteEntry.js';

/** The URL of the remote entry that sits beside a remote's mf-manifest.json. */
export const remoteEntryBeside = (manifestUrl: string) => new URL(remoteEntryFile, manifestUrl).href;

interface CompatibilityOptions {
  /** Each remote's mf-manifest.json URL (config.json). */
  manifests: Partial<Record<string, string>>;
  /** The version config.json chose for a remote, when it chose one. */
  expectedVersions?: Partial<Record<string, string>>;
  doFetch?: typeof fetch;
}

/**
 * Checks each remote's mf-manifest.json before any of its code runs: a remote built against shared
 * versions the shell does not provide, or not the version config.json chose, is refused with a clear
 * console error; the load then fails and the page area shows the fallback (remoteFallbackPlugin).
 * A compatible remote's version is logged, so the console tells which release is live.
 *
 * The runtime loads each remote from its remoteEntry.js (registerShopRemotes), so the shell's build
 * leaves out the runtime's manifest support (snapshots, asset preloading). This plugin reads the
 * manifest itself, once per remote, while the browser already downloads the entry (preloaded, not
 * run): checking a remote costs no round trip of its own on a page's critical path.
 */
export function remoteCompatibilityPlugin({
  manifests,
  expectedVersions = {},
  doFetch = (...args) => fetch(...args),
}: CompatibilityOptions): ModuleFederationRuntimePlugin {
  const checks = new Map<string, Promise<void>>();

  async function check(remote: string, host: { name: string; shared: HostShared }) {
    const manifestUrl = manifests[remote];
    if (!manifestUrl) return; // not one of config.json's remotes: nothing to check it against
    preloadScript(remoteEntryBeside(manifestUrl));
    const response = await doFetch(manifestUrl);
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const manifest = (await response.json()) as RemoteManifest;
    const problems = incompatibilities(manifest, host, expectedVersions[remote]);
    const entry = manifest.metaData.remoteEntry;
    if (entry && `${entry.path ? `${entry.path}/` : ''}${entry.name}` !== remoteEntryFile)
      problems.push(`its entry is ${entry.path ? `${entry.path}/` : ''}${entry.name}, not ${remoteEntryFile}`);
    if (problems.length) {
      const error = new IncompatibleRemoteError(remote, manifestUrl, problems);
      console.error(error.message);
      throw error;
    }
    console.info(
      `[shell] remote ${remote} ${manifest.metaData.buildInfo?.buildVersion ?? '(no version)'} from ${manifestUrl}`,
    );
  }

  return {
    name: 'phoneparts-remote-compatibility',
    // After the runtime has matched a request to its remote, before it loads the remote's entry. The
    // runtime awaits this hook (an AsyncHook) and fails the load when it rejects; its type says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    async afterMatchRemote({ remoteInfo, options }) {
      if (!remoteInfo) return;
      const host = { name: options.name, shared: options.shared as unknown as HostShared };
      let checked = checks.get(remoteInfo.name);
      if (!checked) {
        checked = check(remoteInfo.name, host);
        checks.set(remoteInfo.name, checked);
        // A manifest that could not be read (a server down, an answer lost) is read again by the next
        // load; a refused remote stays refused until the page is reloaded (with a new config.json).
        checked.catch((error) => error instanceof IncompatibleRemoteError || checks.delete(remoteInfo.name));
      }
      await checked;
    },
  };
}

/** Starts downloading a script without running it: the runtime's own script element then finds it. */
function preloadScript(href: string) {
  if (typeof document === 'undefined' || document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}
