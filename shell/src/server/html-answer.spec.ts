import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chosenEncoding, sendHtml } from './html-answer';

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.0', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});

/** A drawn page sent over real HTTP and read back as the browser would. */
describe('sendHtml', () => {
  const page = `<!doctype html><style>${'.a{color:red}'.repeat(2_000)}</style><p>Screen</p>`;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) =>
      sendHtml(req, res, 200, { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie, Authorization' }, page),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (acceptEncoding?: string, method = 'GET') =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject).end();
    });

  it('sends brotli to a browser that accepts it, a fraction of the page, and says it varies', async () => {
    const { headers, body } = await get('gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends gzip when brotli is not accepted, and the page as it is when nothing is', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { headers, body } = await get('br', 'HEAD');
    expect(headers['content-encoding']).toBe('br');
    expect(body.length).toBe(0);
  });
});
