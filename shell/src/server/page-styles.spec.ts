/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { absoluteUrls, remotePageStyles } from './page-styles';

describe("a remote page's stylesheets", () => {
  it('resolves relative url()s against the sheet, and leaves data:, absolute and root-relative ones', () => {
    const css =
      '@font-face{src:url(assets/slick.eot);src:url("assets/slick.ttf?#iefix")}' +
      '.a{background:url(data:image/gif;base64,R0l=)}.b{background:url(/x.png)}.c{background:url(https://cdn/y.png)}';
    expect(absoluteUrls(css, 'http://remote:3001/v/2/9098.css')).toBe(
      '@font-face{src:url(http://remote:3001/v/2/assets/slick.eot);src:url("http://remote:3001/v/2/assets/slick.ttf?#iefix")}' +
        '.a{background:url(data:image/gif;base64,R0l=)}.b{background:url(/x.png)}.c{background:url(https://cdn/y.png)}',
    );
    expect(absoluteUrls('.a{src:url(fonts/a.woff)}', 'http://shell/main.css', { keepOrigin: false })).toBe(
      '.a{src:url(/fonts/a.woff)}',
    );
  });

  describe('read from the release the manifest names', () => {
    let server: http.Server;
    let base: string;
    const asked: string[] = [];
    const files: Record<string, string> = {
      '/v/1/mf-manifest.json': JSON.stringify({
        exposes: [
          {
            name: 'PartPage',
            assets: { css: { sync: ['part.css'], async: ['lazy.css', 'part.css'] }, js: { sync: ['part.js'] } },
          },
          { name: 'HomePage', assets: { css: { sync: ['missing.css'], async: [] }, js: { sync: [] } } },
        ],
      }),
      '/v/1/part.css': '.part{background:url(img/p.png)}',
      '/v/1/lazy.css': '.lazy{}',
    };
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        asked.push(req.url ?? '');
        const body = files[req.url ?? ''];
        res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answers the module's stylesheets once each, with their urls made absolute, and keeps them", async () => {
      const warnings: string[] = [];
      const styles = remotePageStyles(
        (url) => url,
        (message) => warnings.push(message),
      );
      const assets = await styles(`${base}/v/1/mf-manifest.json`, './PartPage');
      expect(assets).toEqual({
        styles: `.part{background:url(${base}/v/1/img/p.png)}\n.lazy{}`,
        scripts: [`${base}/v/1/part.js`],
      });
      asked.length = 0;
      expect(await styles(`${base}/v/1/mf-manifest.json`, './PartPage')).toEqual(assets);
      expect(asked).toEqual([]);
      expect(warnings).toEqual([]);
    });

    it('answers no styles, with a warning, when a stylesheet cannot be read; nothing for an unknown module', async () => {
      const warnings: string[] = [];
      const styles = remotePageStyles(
        (url) => url,
        (message) => warnings.push(message),
      );
      const none = { styles: '', scripts: [] };
      expect(await styles(`${base}/v/1/mf-manifest.json`, './HomePage')).toEqual(none);
      expect(warnings).toEqual([expect.stringContaining('./HomePage')]);
      expect(await styles(`${base}/v/1/mf-manifest.json`, './NoSuchPage')).toEqual(none);
      expect(await styles(`${base}/v/9/mf-manifest.json`, './PartPage')).toEqual(none);
    });
  });
});
