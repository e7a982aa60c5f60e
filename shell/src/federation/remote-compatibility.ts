import { satisfy } from '@module-federation/enhanced/runtime';

/** The parts of a remote's mf-manifest.json this check reads. */
export interface RemoteManifest {
  metaData: { name: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name: string; path?: string } };
  shared: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
}

/** What the shell shares, as the federation runtime holds it (`options.shared`). */
export type HostShared = Record<
  string,
  Array<{ version?: string; from?: string; shareConfig?: { singleton?: boolean } }>
>;

/** `react/jsx-runtime` → `react`, `@scope/pkg/sub` → `@scope/pkg`. */
const packageName = (module: string) =>
  module
    .split('/')
    .slice(0, module.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Why the shell must not run this remote, as sentences for the console (none = compatible):
 * a shared module the shell provides in a version outside the remote's required range (the remote
 * was built against another React or shared-ui), a remote that would bring its own copy of one of
 * the shell's singletons, or a build other than the version config.json asked for.
 */
export function incompatibilities(
  manifest: RemoteManifest,
  host: { name: string; shared: HostShared },
  expectedVersion?: string,
): string[] {
  const problems: string[] = [];
  const built = manifest.metaData.buildInfo?.buildVersion;
  if (expectedVersion && built !== expectedVersion)
    problems.push(`config.json asks for version ${expectedVersion}, but this build is ${built ?? 'unversioned'}`);

  for (const shared of manifest.shared ?? []) {
    const provided = hostProvided(host, shared.name) ?? hostProvided(host, packageName(shared.name));
    if (!provided) continue; // not one of the shell's shared modules: the remote brings its own
    const { requiredVersion } = shared;
    if (typeof requiredVersion === 'string' && provided.version && !satisfy(provided.version, requiredVersion)) {
      problems.push(`it needs ${shared.name} ${requiredVersion}, but the shell provides ${provided.version}`);
    }
    if (provided.shareConfig?.singleton && shared.singleton === false) {
      problems.push(`it does not share ${shared.name} as a singleton, so it would run a second copy`);
    }
  }
  return problems;
}

function hostProvided({ name, shared }: { name: string; shared: HostShared }, module: string) {
  return shared[module]?.find((s) => s.from === name);
}
