import { isPublicRead, latestReviewsLimit } from '@phoneparts/contracts';
import { insertPart } from './catalogue-fixtures';
import { insertReviews } from './list-fixtures';
import { createTestApp, type Persona, type TestApp } from './test-app';

/**
 * The browser sends the reads `isPublicRead` names without the token (contracts/src/session.ts), so
 * each must answer a visitor, a customer and an admin alike: the same status, body and paging
 * headers. A read that starts to depend on its caller (or to need one) fails here first.
 */
describe('public reads', () => {
  let t: TestApp;
  let partId: string;
  let partSku: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ id: partId, sku: partSku } = await insertPart(t));
    await insertPart(t, { name: 'Sold out tray', availableQuantity: 0 });
    await insertReviews(t, 3);
  });
  afterAll(() => t.close());

  const reads = () => [
    '/parts',
    '/parts?sort=price-desc&page=1&limit=1',
    '/parts/facets',
    `/purchase/${partId}`,
    `/parts/sku/${partSku}`,
    `/reviews?limit=${latestReviewsLimit}`,
  ];

  it('are the reads the browser sends without the token', () => {
    for (const path of reads()) expect(isPublicRead(path)).toBe(true);
  });

  it('answer a visitor, a customer and an admin alike', async () => {
    const answerTo = async (path: string, persona: Persona | null) => {
      const response = await (persona ? t.http.get(path).set(t.auth(persona)) : t.http.get(path));
      return {
        path,
        status: response.status,
        body: response.body as unknown,
        total: response.headers['x-total-count'],
        links: response.headers.link,
      };
    };
    for (const path of reads()) {
      const visitor = await answerTo(path, null);
      expect(visitor.status).toBe(200);
      expect(await answerTo(path, 'customerA')).toEqual(visitor);
      expect(await answerTo(path, 'admin')).toEqual(visitor);
    }
  });
});
