import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Public catalogue reads are validated, not re-downloaded: an ETag and `Cache-Control: public,
 * max-age=0, s-maxage=1` (a browser revalidates on every use; a shared cache may keep a copy one
 * second), and a bodiless 304 when the client has them.
 */
describe('catalogue caching: ETag, 304, Cache-Control', () => {
  let t: TestApp;
  let partId: string;
  beforeAll(async () => {
    t = await createTestApp();
    partId = (await insertPart(t, { brand: 'Apple', models: ['iPhone 13'], category: 'screen' })).id;
  });
  afterAll(() => t.close());

  describe.each(['/parts', '/parts?q=iphone13&sort=price-asc', '/parts/facets', 'purchase'])('GET %s', (route) => {
    const path = () => (route === 'purchase' ? `/purchase/${partId}` : route);

    it('carries an ETag and Cache-Control, and answers 304 without a body to a client that has it', async () => {
      const first = await t.http.get(path()).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
      const again = await t.http.get(path()).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      await t.http.get(path()).set('If-None-Match', `W/${first.headers.etag}`).expect(304);
      await t.http.get(path()).set('If-None-Match', '"something-else"').expect(200);
    });
  });

  it('answers a URL again from the answer cache with the same bytes and headers', async () => {
    const withoutPerRequest = (headers: Record<string, string>) => {
      const { date, 'x-request-id': requestId, ...rest } = headers;
      return rest;
    };
    const origin = { Origin: 'http://localhost:3000' };
    const first = await t.http.get('/parts?limit=1&page=1').set(origin).expect(200);
    const again = await t.http.get('/parts?limit=1&page=1').set(origin).expect(200);
    expect(again.text).toBe(first.text);
    expect(withoutPerRequest(again.headers)).toEqual(withoutPerRequest(first.headers));
    expect(again.headers['x-request-id']).toMatch(/\S/);
    expect(again.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(again.headers['content-security-policy']).toBeDefined();
    await t.http.get('/parts?limit=1&page=1').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('changes the ETag when the catalogue changes, so a stale copy is replaced at once', async () => {
    const before = await t.http.get('/parts').expect(200);
    await t.http
      .patch('/parts')
      .set(t.auth('admin'))
      .send({ _id: partId, version: before.body[0].version, availableQuantity: 3 })
      .expect(200);
    const after = await t.http.get('/parts').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[0].availableQuantity).toBe(3);
  });

  it('gives each page its own ETag, and the 304 keeps the paging headers', async () => {
    await insertPart(t, { name: 'Second part' });
    const one = await t.http.get('/parts?limit=1').expect(200);
    const two = await t.http.get('/parts?limit=1&page=2').expect(200);
    expect(one.headers.etag).not.toBe(two.headers.etag);
    const cached = await t.http.get('/parts?limit=1').set('If-None-Match', one.headers.etag).expect(304);
    expect(cached.headers['x-total-count']).toBe('2');
  });

  it('does not cache what is private: an admin list carries no ETag', async () => {
    const res = await t.http.get('/users').set(t.auth('admin')).expect(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
