import type { HostShared, RemoteManifest } from './remote-compatibility';
import { IncompatibleRemoteError, remoteCompatibilityPlugin, remoteEntryBeside } from './remote-compatibility-plugin';

const manifestUrl = 'http://sf.test/v/1.1.0/mf-manifest.json';
const entryUrl = 'http://sf.test/v/1.1.0/remoteEntry.js';
const shared: HostShared = { react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }] };

function manifest(requiredReact: string, entry = { name: 'remoteEntry.js', path: '' }): RemoteManifest {
  return {
    metaData: { name: 'storefront', buildInfo: { buildVersion: '1.1.0' }, remoteEntry: entry },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: requiredReact, singleton: true }],
  };
}

/** The plugin's hook as the runtime calls it once a request is matched to the storefront remote. */
function setUp(answer: () => Promise<Response>) {
  const doFetch = jest.fn(answer);
  const plugin = remoteCompatibilityPlugin({
    manifests: { storefront: manifestUrl },
    expectedVersions: { storefront: '1.1.0' },
    doFetch,
  });
  const hook = plugin.afterMatchRemote as (args: object) => Promise<void>;
  const matched = () =>
    hook({
      id: 'storefront/HomePage',
      remoteInfo: { name: 'storefront', entry: entryUrl },
      options: { name: 'shell', shared },
    });
  return { doFetch, matched };
}

/** What fetch answers (jsdom has no Response): the status and the JSON body. */
const answer = (status: number, body?: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
const json = (body: unknown) => Promise.resolve(answer(200, body));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));

describe('remoteCompatibilityPlugin', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('finds the remote entry beside its manifest', () => {
    expect(remoteEntryBeside(manifestUrl)).toBe(entryUrl);
  });

  it('lets a compatible remote through, logs its version and reads its manifest once', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { doFetch, matched } = setUp(() => json(manifest('^19.3.1')));
    await matched();
    await matched();
    expect(doFetch).toHaveBeenCalledTimes(1);
    expect(doFetch).toHaveBeenCalledWith(manifestUrl);
    expect(info).toHaveBeenCalledWith(`[shell] remote storefront 1.1.0 from ${manifestUrl}`);
  });

  it("starts downloading the remote's entry (without running it) while its manifest is read", async () => {
    let respond!: (response: Response) => void;
    const { matched } = setUp(() => new Promise((resolve) => (respond = resolve)));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const checked = matched();
    expect(preloads()).toEqual([entryUrl]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    respond(answer(200, manifest('^19.3.1')));
    await checked;
  });

  it('refuses an incompatible remote with a console error naming the remote, the URL and why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { doFetch, matched } = setUp(() => json(manifest('^20.0.0')));
    await expect(matched()).rejects.toThrow(IncompatibleRemoteError);
    // Refused for good (until a reload): the next load does not read the manifest again.
    await expect(matched()).rejects.toThrow(IncompatibleRemoteError);
    expect(doFetch).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      `[shell] refused remote storefront (${manifestUrl}): it needs react ^20.0.0, but the shell provides 19.3.1`,
    );
  });

  it('refuses a remote whose entry is not the remoteEntry.js beside its manifest', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { matched } = setUp(() => json(manifest('^19.3.1', { name: 'entry.js', path: 'js' })));
    await expect(matched()).rejects.toThrow('its entry is js/entry.js, not remoteEntry.js');
  });

  it('fails the load when the manifest cannot be read, and reads it again on the next load', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const answers = [Promise.resolve(answer(503)), json(manifest('^19.3.1'))];
    const { doFetch, matched } = setUp(() => answers.shift()!);
    await expect(matched()).rejects.toThrow(`${manifestUrl} answered 503`);
    await matched();
    expect(doFetch).toHaveBeenCalledTimes(2);
  });
});
