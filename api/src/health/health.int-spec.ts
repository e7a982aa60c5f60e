import { createTestApp, TestApp } from '../../test/test-app';

describe('GET /health and /docs', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('reports the database as up, to anyone', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', payments: { provider: 'sandbox', realMoney: false } });
  });

  it('sends the security headers on every answer, and lets other origins show part pictures', async () => {
    for (const path of ['/health', '/no-such-route']) {
      const res = await t.http.get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
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
