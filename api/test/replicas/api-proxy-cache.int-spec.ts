import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './api-process';
import { startApiProxy } from './api-proxy';
import { createScratchPostgres } from '../scratch-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const origins = ['http://localhost:3000', 'http://shop.example'];

/**
 * The compose file's API proxy (docker/api-proxy/nginx.conf, real nginx) microcaches public catalogue
 * reads: a copy per URL and Origin for the second the API's Cache-Control allows, one request per URL
 * to the API while the copy is made or refreshed, and never a signed-in or non-GET request. The API
 * runs as its own process, on PGlite by default or on PostgreSQL with TEST_DB=postgres.
 */
describe("the API proxy's catalogue microcache (real nginx)", () => {
  let api: ApiProcess;
  let proxy: Awaited<ReturnType<typeof startApiProxy>>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const env: Record<string, string> = {
      CORS_ORIGINS: origins.join(','),
      SEED_DEMO_DATA: 'true', // the demo catalogue
    };
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await createScratchPostgres(process.env.DATABASE_URL as string, 'phoneparts_proxy');
      env.DATABASE_URL = scratch.url;
      env.ALLOW_DEMO_DEFAULTS = 'true'; // a throw-away database
      cleanUp = scratch.drop;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-cache-pglite-'));
      env.DATA_DIR = dir;
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    api = await startApiProcess(env);
    proxy = await startApiProxy([api.url]);
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await api?.stop();
    await cleanUp?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${proxy.url}${url}`, { headers });

  it('serves a second read of a URL from its copy: same bytes and ETag, its own request id', async () => {
    const first = await get('/parts?limit=3', { 'X-Request-Id': 'first-read' });
    const second = await get('/parts?limit=3', { 'X-Request-Id': 'second-read' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual([
      'first-read',
      'second-read',
    ]);
    const revalidated = await get('/parts?limit=3', { 'If-None-Match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('sends one request per URL to the API while the copy is made', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/parts?limit=4&sort=price-asc')));
    const statuses = answers.map((res) => res.headers.get('x-cache-status'));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(statuses.filter((s) => s === 'MISS')).toHaveLength(1);
    expect(new Set(await Promise.all(answers.map((res) => res.text()))).size).toBe(1);
  });

  it('keeps one copy per Origin, each with its own CORS headers', async () => {
    for (const origin of [...origins, ...origins]) {
      const res = await get('/parts/facets', { Origin: origin });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('serves a copy for its second (nginx counts whole seconds: under two), then the API answers again', async () => {
    await get('/parts?limit=5');
    await sleep(2100);
    // The copy ran out: this one may still get it while one request fetches the next …
    expect(['STALE', 'UPDATING', 'EXPIRED', 'REVALIDATED']).toContain(
      (await get('/parts?limit=5')).headers.get('x-cache-status'),
    );
    await sleep(300);
    // … which the next read gets.
    expect(['HIT', 'REVALIDATED']).toContain((await get('/parts?limit=5')).headers.get('x-cache-status'));
  });

  it('never caches a signed-in read, nor anything but GET and HEAD', async () => {
    for (let i = 0; i < 2; i++) {
      const signedIn = await get('/parts?limit=6', { Authorization: 'Bearer not-checked-by-the-proxy' });
      expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
    }
    expect((await get('/parts?limit=6')).headers.get('x-cache-status')).toBe('MISS'); // nothing was stored
    for (let i = 0; i < 2; i++) {
      const post = await fetch(`${proxy.url}/parts`, { method: 'POST', body: '{}' });
      expect(post.status).toBe(401);
      expect(post.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('passes every other route straight through', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('x-cache-status')).toBeNull();
  });
});
