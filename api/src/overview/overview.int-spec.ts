import { listMessages, outOfStockShown } from '@phoneparts/contracts';
import { catalogueChanged } from '../../test/catalogue-fixtures';
import { insertOrders } from '../../test/list-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { inArray } from 'drizzle-orm';
import { orders, parts } from '../database/schema';

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** GET /admin/overview: the dashboard's figures, from SQL aggregates. */
describe('GET /admin/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Noon UTC today and on earlier days, so every time zone within ±11 h sees the same calendar days.
    const noon = Date.parse(`${isoDay(Date.now())}T12:00:00Z`);
    const at = (daysAgo: number) => new Date(Math.min(noon - daysAgo * day, Date.now() - 1000));
    const orders = [
      { daysAgo: 0, status: 'placed', priceCents: 1000, quantity: 2 },
      { daysAgo: 0, status: 'paid', priceCents: 2550, quantity: 2 },
      { daysAgo: 0, status: 'cancelled', priceCents: 9900, quantity: 1 },
      { daysAgo: 1, status: 'shipped', priceCents: 1999, quantity: 3 },
      { daysAgo: 6, status: 'paid', priceCents: 1000, quantity: 1 },
      { daysAgo: 40, status: 'paid', priceCents: 1000, quantity: 1 }, // before the 30 days: in the counts only
    ] as const;
    await insertOrders(t, orders.length, (i) => ({ ...orders[i], createdAt: at(orders[i].daysAgo) }));
    await t.db.insert(parts).values(
      Array.from({ length: outOfStockShown + 2 }, (_, i) => ({
        name: `Stock-out part ${String.fromCharCode(90 - i)}`,
        picture: '/p.svg',
        description: 'd',
        priceCents: 1000,
        minQuantity: 5,
        availableQuantity: i % 2 === 0 ? 0 : 4,
      })).concat([
        {
          name: 'In stock part',
          picture: '/p.svg',
          description: 'd',
          priceCents: 1000,
          minQuantity: 5,
          availableQuantity: 5,
        },
      ]),
    );
    catalogueChanged(t);
  });
  afterAll(() => t.close());

  it('counts orders per status, all time', async () => {
    const res = await t.http.get('/admin/overview').set(t.auth('admin')).expect(200);
    expect(res.body.ordersByStatus).toEqual({ placed: 1, paid: 3, shipped: 1, cancelled: 1 });
    expect(res.body.timeZone).toBe('UTC');
  });

  it('gives orders and revenue for each of the last 30 days, oldest first; cancelled orders count nowhere', async () => {
    const { days } = (await t.http.get('/admin/overview').set(t.auth('admin')).expect(200)).body;
    expect(days).toHaveLength(30);
    expect(days[29].day).toBe(isoDay(Date.now()));
    expect(days[0].day).toBe(isoDay(Date.now() - 29 * day));
    expect(days[29]).toEqual({ day: isoDay(Date.now()), orders: 2, revenue: 51 });
    expect(days[28]).toMatchObject({ orders: 1, revenue: 59.97 });
    expect(days[23]).toMatchObject({ orders: 1, revenue: 10 });
    expect(days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(4);
  });

  it('counts the days in the time zone asked for', async () => {
    const res = await t.http.get('/admin/overview?days=7&tz=Pacific/Kiritimati').set(t.auth('admin')).expect(200);
    expect(res.body.timeZone).toBe('Pacific/Kiritimati');
    expect(res.body.days).toHaveLength(7);
    const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(res.body.days[6].day).toBe(todayThere);
  });

  it('counts a day of a zone whose offset is not whole hours from its own midnight (+05:45)', async () => {
    // Five minutes into yesterday in Kathmandu, and five minutes before it: one order on each day.
    const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
    const yesterdayMidnight = Date.parse(`${todayThere}T00:00:00+05:45`) - day;
    const ids = await insertOrders(t, 2, (i) => ({
      status: 'placed',
      createdAt: new Date(yesterdayMidnight + (i === 0 ? -5 : 5) * 60_000),
    }));
    const before = (await t.http.get('/admin/overview?days=3&tz=Asia/Kathmandu').set(t.auth('admin')).expect(200)).body;
    await t.db.delete(orders).where(inArray(orders.id, ids));
    const after = (await t.http.get('/admin/overview?days=3&tz=Asia/Kathmandu').set(t.auth('admin')).expect(200)).body;
    const added = (i: number) => before.days[i].orders - after.days[i].orders;
    expect(before.days[2].day).toBe(todayThere);
    expect([added(0), added(1), added(2)]).toEqual([1, 1, 0]);
  });

  it('lists the first parts out of stock by name, and how many there are', async () => {
    const { outOfStock } = (await t.http.get('/admin/overview').set(t.auth('admin')).expect(200)).body;
    expect(outOfStock.total).toBe(outOfStockShown + 2);
    expect(outOfStock.parts).toHaveLength(outOfStockShown);
    expect(outOfStock.parts[0]).toMatchObject({ name: 'Stock-out part E', minQuantity: 5 });
    expect(outOfStock.parts.map((p: { name: string }) => p.name)).not.toContain('In stock part');
  });

  it.each([
    ['?tz=Mars/Olympus', listMessages.timeZoneInvalid],
    ["?tz=UTC'--", listMessages.timeZoneInvalid],
    ['?days=91', listMessages.daysInvalid(90)],
  ])('answers 400 for %s', async (query, message) => {
    expect((await t.http.get(`/admin/overview${query}`).set(t.auth('admin')).expect(400)).body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await t.http.get('/admin/overview').expect(401);
    await t.http.get('/admin/overview').set(t.auth('customerA')).expect(403);
  });
});
