import { listMessages } from '@phoneparts/contracts';
import { insertOrders } from '../../test/list-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/** The admin's All Orders table pages, filters and sorts on the server. */
describe('GET /myOrders (admin): filters and sort', () => {
  let t: TestApp;
  const statuses = ['placed', 'paid', 'shipped', 'cancelled'] as const;
  const emails = ['alice@shop.example', 'bob@shop.example', 'ALICIA@corp.example'.toLowerCase()];
  beforeAll(async () => {
    t = await createTestApp();
    // 12 orders: status cycles every order, email every 3rd (so each status/email pair is unique per 12), total grows
    await insertOrders(t, 12, (i) => ({
      status: statuses[i % 4],
      email: emails[i % 3],
      name: `Order ${i}`,
      priceCents: 1000 + 100 * ((i * 7) % 12),
      quantity: 1,
    }));
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.http.get(`/myOrders?${query}`).set(t.auth('admin')).expect(200);
    return {
      names: res.body.map((o: { name: string }) => o.name),
      total: Number(res.headers['x-total-count']),
      body: res.body,
    };
  };

  it('answers newest first by default, cancelled orders included', async () => {
    const { names, total } = await list('');
    expect(total).toBe(12);
    expect(names).toEqual(Array.from({ length: 12 }, (_, i) => `Order ${11 - i}`));
  });

  it('filters by status', async () => {
    const { names, total, body } = await list('status=paid');
    expect(total).toBe(3);
    expect(names).toEqual(['Order 9', 'Order 5', 'Order 1']);
    expect(body.every((o: { status: string }) => o.status === 'paid')).toBe(true);
  });

  it('filters by part of the customer email, in any case, wildcards taken literally', async () => {
    expect((await list('email=ALIC')).total).toBe(8);
    expect((await list('email=bob@shop.example')).names).toEqual(['Order 10', 'Order 7', 'Order 4', 'Order 1']);
    expect((await list('email=corp&status=placed')).names).toEqual(['Order 8']);
    expect((await list('email=%25')).total).toBe(0);
    expect((await list('email=_')).total).toBe(0);
  });

  it('sorts oldest first and by total', async () => {
    expect((await list('sort=oldest&limit=3')).names).toEqual(['Order 0', 'Order 1', 'Order 2']);
    const totals = (await list('sort=total-desc')).body.map(
      (o: { price: number; quantity: number }) => o.price * o.quantity,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const ascending = (await list('sort=total-asc')).body.map(
      (o: { price: number; quantity: number }) => o.price * o.quantity,
    );
    expect(ascending).toEqual([...totals].reverse());
  });

  it('pages a filtered list with links that keep the filter', async () => {
    const res = await t.http.get('/myOrders?status=placed&limit=2').set(t.auth('admin')).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toContain('</myOrders?status=placed&limit=2&page=2>; rel="next"');
  });

  it.each([
    ['status=lost', listMessages.oneOf('status', ['placed', 'paid', 'shipped', 'cancelled'])],
    ['sort=cheapest', listMessages.oneOf('sort', ['newest', 'oldest', 'total-desc', 'total-asc'])],
    [`email=${'a'.repeat(255)}`, listMessages.tooLong('email', 254)],
  ])('answers 400 for %s', async (query, message) => {
    const res = await t.http.get(`/myOrders?${query}`).set(t.auth('admin')).expect(400);
    expect(res.body.message).toBe(message);
  });
});
