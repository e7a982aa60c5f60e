/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { boundedDownloadsPlugin, serverEntryBeside } from './server-remotes';

describe('serverEntryBeside', () => {
  it("names the server build beside a release's manifest", () => {
    expect(serverEntryBeside('https://cdn.example/storefront/v/1.2.0/mf-manifest.json')).toBe(
      'https://cdn.example/storefront/v/1.2.0/server/remoteEntry.js',
    );
  });
});

describe('boundedDownloadsPlugin', () => {
  let server: http.Server;
  let url: string;
  let answer = false;

  beforeAll(async () => {
    // Accepts every connection; answers only once told to (a stuck remote server, then a fixed one).
    server = http.createServer((_req, res) => {
      if (answer) res.end('exports.ok = true;');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/server/remoteEntry.js`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const download = (timeoutMs: number) => {
    const hook = boundedDownloadsPlugin(timeoutMs).fetch!;
    return Promise.resolve(hook(url, {})).then((response) => (response as Response).text());
  };

  it('fails a download the server never answers, and a later one succeeds once it does', async () => {
    answer = false;
    const started = Date.now();
    await expect(download(200)).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(2_000);
    answer = true;
    await expect(download(2_000)).resolves.toBe('exports.ok = true;');
  });
});
