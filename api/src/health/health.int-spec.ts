import { createTestApp, TestApp } from '../../test/test-app';

describe('GET /health and /docs', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('reports the database as up, to anyone', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', payments: { provider: 'sandbox', realMoney: false } });
  });

  it('sends the headers that make sense for JSON on every answer, and lets other origins show part pictures', async () => {
    for (const path of ['/health', '/no-such-route', '/parts', '/images/parts/iphone-12-battery.svg']) {
      const res = await t.http.get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The HTML-page headers are for the docs page only.
      for (const pageOnly of [
        'x-dns-prefetch-control',
        'x-download-options',
        'origin-agent-cluster',
        'x-xss-protection',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers[pageOnly]).toBeUndefined();
      }
    }
  });

  it('never lets a cache store a private answer; public ones say how to cache them', async () => {
    expect((await t.http.get('/health')).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/users').set(t.auth('admin'))).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/parts')).headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect((await t.http.get('/images/parts/iphone-12-battery.svg')).headers['cache-control']).toMatch(
      /^public, max-age=\d+/,
    );
  });

  it('sends the page headers with the OpenAPI page', async () => {
    const res = await t.http.get('/docs').redirects(1);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http.get('/docs/json').expect(200);
    expect(res.body.info.title).toBe('Phone Parts Shop API');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.http.get('/no-such-route').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
