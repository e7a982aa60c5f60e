import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { jsonLogLines } from '../../../test/json-log-lines';
import { openTestDatabase } from '../../../test/test-database';

/**
 * A catalogue read answered before Fastify (parts/catalogue-fast-path.ts) writes the same access line
 * as one Fastify answers: the same keys in the same order, the same client and host — behind trusted
 * proxies too, where both come from X-Forwarded-* — with its own request id, status and time.
 */
describe.each([
  ['straight', {}, {}, { remoteAddress: '127.0.0.1', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) }],
  [
    'behind one trusted proxy',
    { TRUST_PROXY_HOPS: '1' },
    { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Host': 'shop.example' },
    { remoteAddress: '203.0.113.7', host: 'shop.example' },
  ],
])('the access line of an answer before Fastify (%s)', (_name, env, proxyHeaders, client) => {
  const { stream, lines } = jsonLogLines();
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false', ...env });
    app = await createApp(config, await openTestDatabase(), stream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('is the line Fastify writes, with its own request id, status and time', async () => {
    const ids = ['by-route', 'by-hook', 'before-fastify'];
    for (const id of ids)
      expect((await fetch(`${url}/parts?limit=7`, { headers: { ...proxyHeaders, 'X-Request-Id': id } })).status).toBe(
        200,
      );
    const [route, hook, early] = ids.map((id) => lines.filter((l) => l.request_id === id));
    for (const mine of [route, hook, early]) expect(mine).toHaveLength(1);
    expect(Object.keys(early[0])).toEqual(Object.keys(route[0]));
    expect(Object.keys(early[0].req as object)).toEqual(Object.keys(route[0].req as object));
    expect(early[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { method: 'GET', url: '/parts?limit=7', ...client },
      res: { statusCode: 200 },
    });
    expect(early[0].responseTime).toEqual(expect.any(Number));
    const connectionless = (line: Record<string, unknown>) => ({ ...(line.req as object), remotePort: 0 });
    expect(connectionless(early[0])).toEqual(connectionless(route[0]));
    expect(connectionless(hook[0])).toEqual(connectionless(route[0]));
  });

  it('logs a 304 answered before Fastify with its status', async () => {
    const first = await fetch(`${url}/parts?limit=8`);
    await fetch(`${url}/parts?limit=8`);
    const etag = first.headers.get('etag')!;
    const res = await fetch(`${url}/parts?limit=8`, {
      headers: { 'If-None-Match': etag, 'X-Request-Id': 'early-304' },
    });
    expect(res.status).toBe(304);
    expect(lines.filter((l) => l.request_id === 'early-304')).toEqual([
      expect.objectContaining({ res: { statusCode: 304 } }),
    ]);
  });
});
