import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { PreparedCatalogueAnswers } from './catalogue-fast-path';

interface RawAnswer {
  status: number;
  /** Header names and values as written on the wire, in order (but the date and the request id). */
  headers: string[];
  requestId: string;
  body: string;
}

const headerOf = (answer: RawAnswer, name: string) => {
  const at = answer.headers.indexOf(name);
  return at >= 0 && at % 2 === 0 ? answer.headers[at + 1] : undefined;
};

/**
 * A catalogue URL is answered by the route first, then by the fast path in Fastify's hooks, then (the
 * same URL and Origin) before Fastify: all three must write the very same bytes but the request id.
 */
describe('catalogue answers before Fastify', () => {
  const webApp = 'http://localhost:3001';
  let t: TestApp;
  let prepared: PreparedCatalogueAnswers;
  beforeAll(async () => {
    t = await createTestApp();
    prepared = t.app.get(PreparedCatalogueAnswers);
    await insertPart(t, { name: 'Front camera' });
  });
  afterAll(() => t.close());

  const get = (path: string, headers: OutgoingHttpHeaders = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      httpRequest(`${t.url}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const pairs: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const [name, value] = [res.rawHeaders[i], res.rawHeaders[i + 1]];
            if (name.toLowerCase() === 'date') continue;
            pairs.push(name, name.toLowerCase() === 'x-request-id' ? '<id>' : value);
          }
          resolve({ status: res.statusCode!, headers: pairs, requestId: String(res.headers['x-request-id']), body });
        });
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['a web app origin', { origin: webApp }],
    ['no origin', {}],
    ['a foreign origin', { origin: 'http://evil.example' }],
  ])('writes the same bytes on all three paths, for %s', async (_name, headers: { origin?: string }) => {
    const url = `/parts?limit=5&q=camera&o=${encodeURIComponent(headers.origin ?? 'none')}`;
    const route = await get(url, headers);
    expect(prepared.lookup(url)?.sent.has(headers.origin)).toBe(false);
    const hook = await get(url, headers);
    expect(prepared.lookup(url)?.sent.has(headers.origin)).toBe(true); // the next one is answered before Fastify
    const early = await get(url, headers);
    expect(route.status).toBe(200);
    expect(JSON.parse(route.body)).toEqual([expect.objectContaining({ name: 'Front camera' })]);
    for (const again of [hook, early]) {
      expect(again.status).toBe(route.status);
      expect(again.headers).toEqual(route.headers);
      expect(again.body).toBe(route.body);
    }
    expect(early.requestId).not.toBe(hook.requestId);
    expect(headerOf(route, 'access-control-allow-origin')).toBe(headers.origin === webApp ? webApp : undefined);
  });

  it('answers 304 before Fastify as the route does, with the same headers', async () => {
    const url = '/parts?limit=3';
    // The same page spelt otherwise: the same bytes, so the same ETag, and `url` still unanswered.
    const etag = headerOf(await get('/parts?page=1&limit=3'), 'etag')!;
    const route304 = await get(url, { 'if-none-match': etag });
    await get(url); // the hook keeps the complete answer
    expect(prepared.lookup(url)?.sent.has(undefined)).toBe(true);
    const early304 = await get(url, { 'if-none-match': etag });
    expect(route304.status).toBe(304);
    expect(early304).toEqual({ ...route304, requestId: early304.requestId });
    expect(early304.body).toBe('');
    expect(early304.headers).not.toContain('content-length');
  });

  it("keeps the proxy's request id, and makes one when there is none", async () => {
    const url = '/parts?limit=2';
    await get(url);
    await get(url);
    expect((await get(url, { 'x-request-id': 'proxy-id-42' })).requestId).toBe('proxy-id-42');
    expect((await get(url)).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(url, { 'x-request-id': 'two words' })).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops answering the old bytes as soon as the catalogue is written', async () => {
    const url = '/parts?limit=4&q=charging';
    const part = await insertPart(t, { name: 'Charging port', availableQuantity: 5 });
    const before = JSON.parse((await get(url)).body);
    await get(url);
    expect(prepared.lookup(url)?.sent.size).toBe(1);
    await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: part.id, version: before[0].version, availableQuantity: 1 })
      .expect(200);
    const after = JSON.parse((await get(url)).body);
    expect(after[0].availableQuantity).toBe(1);
  });

  it('leaves other methods and URLs to Fastify', async () => {
    const url = '/parts?limit=6';
    await get(url);
    await get(url);
    const head = await new Promise<number>((resolve, reject) =>
      httpRequest(`${t.url}${url}`, { method: 'HEAD' }, (res) => resolve(res.statusCode!))
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    expect((await get('/no-such-route')).status).toBe(404);
  });
});
