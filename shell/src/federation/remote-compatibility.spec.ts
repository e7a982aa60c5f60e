/** @jest-environment node */
import { incompatibilities, type HostShared, type RemoteManifest } from './remote-compatibility';

/** What the shell shares at run time (as the federation runtime's options.shared holds it). */
const shell: { name: string; shared: HostShared } = {
  name: 'shell',
  shared: {
    react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
    'react/jsx-runtime': [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
    '@phoneparts/shared-ui': [
      { version: '1.0.0', from: 'shell', shareConfig: { singleton: true } },
      { version: '2.0.0', from: 'storefront', shareConfig: { singleton: true } },
    ],
  },
};

function manifest(shared: RemoteManifest['shared'], buildVersion = '1.1.0'): RemoteManifest {
  return { metaData: { name: 'storefront', buildInfo: { buildVersion } }, shared };
}

describe('incompatibilities', () => {
  it('accepts a remote whose ranges the shell satisfies, subpaths included', () => {
    const ok = manifest([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react/jsx-runtime', version: '19.4.0', requiredVersion: '^19.0.0' },
      { name: '@phoneparts/shared-ui', version: '1.2.0', requiredVersion: '^1.0.0', singleton: true },
      { name: 'react-slick', version: '0.31.0', requiredVersion: '^0.31.0', singleton: false },
    ]);
    expect(incompatibilities(ok, shell)).toEqual([]);
  });

  it('refuses a remote that needs another major version than the shell provides', () => {
    const newer = manifest([
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
      // The runtime also knows a 2.0.0 offered by a remote: only what the shell provides counts.
      { name: '@phoneparts/shared-ui', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
    ]);
    expect(incompatibilities(newer, shell)).toEqual([
      'it needs react ^20.0.0, but the shell provides 19.3.1',
      'it needs @phoneparts/shared-ui ^2.0.0, but the shell provides 1.0.0',
    ]);
  });

  it('refuses a remote that would run its own copy of a singleton', () => {
    expect(
      incompatibilities(
        manifest([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: false }]),
        shell,
      ),
    ).toEqual(['it does not share react as a singleton, so it would run a second copy']);
  });

  it('refuses a build other than the version config.json asked for', () => {
    expect(incompatibilities(manifest([], '1.0.0'), shell, '1.1.0')).toEqual([
      'config.json asks for version 1.1.0, but this build is 1.0.0',
    ]);
    expect(incompatibilities(manifest([], '1.1.0'), shell, '1.1.0')).toEqual([]);
  });
});
