import { listLimits, listMessages } from '@phoneparts/contracts';
import { orderReturns, parts } from '../src/database/schema';
import { catalogueChanged } from './catalogue-fixtures';
import { linksOf } from './link-header';
import { insertOrders, insertReviews, insertUsers } from './list-fixtures';
import { createTestApp, Persona, TestApp } from './test-app';

/**
 * No route answers an unbounded list (docs/architecture.md#55-lists): each list route, with more items than a
 * page, answers pages of at most `limit` (default 24, at most 100), the total in `X-Total-Count` and
 * the neighbouring pages in `Link`; a bad `page` or `limit` is a 400 that says what is wrong.
 */
const itemsPerList = 30;

interface ListRoute {
  path: string;
  caller: Persona | null;
}
// Each route has 30 items: 30 parts, 30 reviews, 27 users + the 3 test accounts, 30 orders of Alice, a return of each.
const listRoutes: ListRoute[] = [
  { path: '/parts', caller: null },
  { path: '/reviews', caller: null },
  { path: '/users', caller: 'admin' },
  { path: '/myOrders', caller: 'admin' },
  { path: '/myOrders/alice@test.example', caller: 'customerA' },
  { path: '/admin/returns', caller: 'admin' },
];

describe('bounded lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(parts).values(
      Array.from({ length: itemsPerList }, (_, i) => ({
        name: `Part ${String(i).padStart(2, '0')}`,
        picture: '/images/parts/x.svg',
        description: 'd',
        priceCents: 1000 + i,
        minQuantity: 1,
        availableQuantity: 10,
        createdAt: new Date(Date.now() - (itemsPerList - i) * 1000),
      })),
    );
    catalogueChanged(t);
    await insertReviews(t, itemsPerList);
    await insertUsers(t, itemsPerList - 3);
    const orderIds = await insertOrders(t, itemsPerList);
    await t.db.insert(orderReturns).values(
      orderIds.map((orderId, i) => ({
        orderId,
        reason: 'wrong_part' as const,
        createdAt: new Date(Date.now() - (itemsPerList - i) * 1000),
      })),
    );
  });
  afterAll(() => t.close());

  const get = (route: ListRoute, query = '') => {
    const req = t.http.get(`${route.path}${query}`);
    return route.caller ? req.set(t.auth(route.caller)) : req;
  };

  describe.each(listRoutes)('GET $path', (route) => {
    it('answers the first page of 24 by default, with the total and the links', async () => {
      const res = await get(route).expect(200);
      expect(res.body).toHaveLength(listLimits.default);
      expect(res.headers['x-total-count']).toBe(String(itemsPerList));
      expect(linksOf(res.headers.link)).toEqual({
        first: `${route.path}?page=1&limit=24`,
        next: `${route.path}?page=2&limit=24`,
        last: `${route.path}?page=2&limit=24`,
      });
    });

    it('answers the rest on the next page, and the whole list at a larger limit', async () => {
      const first = (await get(route).expect(200)).body;
      const second = (await get(route, '?page=2').expect(200)).body;
      expect(second).toHaveLength(itemsPerList - listLimits.default);
      const all = (await get(route, '?limit=100').expect(200)).body;
      expect(all.map((item: { _id: string }) => item._id)).toEqual(
        [...first, ...second].map((item: { _id: string }) => item._id),
      );
    });

    it('answers an empty page past the end, still with the total', async () => {
      const res = await get(route, '?page=5&limit=10').expect(200);
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe(String(itemsPerList));
      expect(linksOf(res.headers.link).prev).toBe(`${route.path}?page=3&limit=10`);
    });

    it.each([
      ['?limit=101', listMessages.limitInvalid(100)],
      ['?limit=0', listMessages.limitInvalid(100)],
      ['?limit=all', listMessages.limitInvalid(100)],
      ['?page=0', listMessages.pageInvalid],
      ['?page=-2', listMessages.pageInvalid],
      ['?page=1&page=2', listMessages.givenTwice('page')],
    ])('answers 400 for %s', async (query, message) => {
      const res = await get(route, query).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
        issues: [expect.objectContaining({ message })],
      });
    });
  });

  it('reads the latest reviews first (the carousel asks for the latest N)', async () => {
    const res = await t.http.get('/reviews?limit=3').expect(200);
    expect(res.body.map((r: { comment: string }) => r.comment)).toEqual(['Review 29', 'Review 28', 'Review 27']);
  });

  it('still checks who may read a list before anything else', async () => {
    await t.http.get('/users?limit=5').expect(401);
    await t.http.get('/myOrders?limit=5').set(t.auth('customerA')).expect(403);
    await t.http.get('/myOrders/alice@test.example?limit=5').set(t.auth('customerB')).expect(403);
  });
});
