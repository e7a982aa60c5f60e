import { createTestApp, TestApp } from '../../test/test-app';

describe('CORS for the web apps', () => {
  const origin = 'http://localhost:3002';
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ CORS_ORIGINS: origin })));
  afterAll(() => t.close());

  it.each(['PUT', 'PATCH', 'DELETE'])('lets a web app origin send %s (preflight)', async (method) => {
    const res = await t.http
      .options('/myOrders/some-id')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', method)
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-methods']).toContain(method);
    // Cached by the browser for 2 hours, Chromium's longest: no preflight before each signed-in read.
    expect(res.headers['access-control-max-age']).toBe('7200');
  });

  it('lets a web app read the paging headers of a list (exposed to scripts)', async () => {
    const res = await t.http.get('/reviews').set('Origin', origin).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    const exposed = res.headers['access-control-expose-headers'].split(',').map((h: string) => h.trim().toLowerCase());
    expect(exposed).toEqual(expect.arrayContaining(['x-total-count', 'link']));
  });

  it('does not answer preflights for other origins', async () => {
    const res = await t.http
      .options('/parts')
      .set('Origin', 'http://evil.example')
      .set('Access-Control-Request-Method', 'DELETE');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
