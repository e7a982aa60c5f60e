import { orderListQuerySchema, pageQuerySchema, partListQuerySchema, userListQuerySchema } from '@phoneparts/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Database } from '../src/database/database';
import * as schema from '../src/database/schema';
import { OrderListsRepository } from '../src/orders/order-lists.repository';
import { OrderStatsRepository } from '../src/orders/order-stats.repository';
import { PartsRepository } from '../src/parts/parts.repository';
import { ReviewsRepository } from '../src/reviews/reviews.repository';
import { UsersRepository } from '../src/users/users.repository';
import { realisticSize, seedLoad } from './load-data';
import { openTestDatabase } from './test-database';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Every read path of the lists and the overview, at the size the benchmarks measure (200,000 orders,
 * 20,000 users, 20,000 parts), planned by PostgreSQL: none may scan the orders or users table
 * sequentially. The SQL is the repositories' own, captured as they run it. PostgreSQL only: PGlite
 * plans the same SQL, but the question is what a production server does.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('query plans at a realistic size (PostgreSQL)', () => {
  const captured: { query: string; params: unknown[] }[] = [];
  let close: () => Promise<void>;
  let pool: Pool;
  let db: Database;

  beforeAll(async () => {
    const handle = await openTestDatabase();
    pool = new Pool({ connectionString: handle.url, max: 2 });
    close = async () => {
      await pool.end();
      await handle.close();
    };
    await seedLoad(pool, realisticSize);
    db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    }) as unknown as Database;
  }, 300_000);
  afterAll(() => close());

  /** Runs `read`, then has PostgreSQL plan every query it sent; answers the plans' nodes. */
  async function plansOf(read: () => Promise<unknown>): Promise<PlanNode[][]> {
    captured.length = 0;
    await read();
    const plans: PlanNode[][] = [];
    for (const { query, params } of captured) {
      const { rows } = await pool.query(`explain (format json) ${query}`, params);
      plans.push(nodesOf(rows[0]['QUERY PLAN'][0].Plan));
    }
    return plans;
  }

  const seqScans = (plans: PlanNode[][], tables: string[]) =>
    plans.flat().filter((n) => n['Node Type'].includes('Seq Scan') && tables.includes(n['Relation Name'] ?? ''));
  const indexesUsed = (plans: PlanNode[][]) =>
    new Set(
      plans
        .flat()
        .map((n) => n['Index Name'])
        .filter(Boolean),
    );

  const stats = () => new OrderStatsRepository(db);
  const orders = () => new OrderListsRepository(db, stats());
  const orderPaths: [string, () => Promise<unknown>][] = [
    ['all orders, newest first', () => orders().all(orderListQuerySchema.parse({}))],
    ['all orders, a later page', () => orders().all(orderListQuerySchema.parse({ page: '200', limit: '50' }))],
    ['all orders, oldest first', () => orders().all(orderListQuerySchema.parse({ sort: 'oldest' }))],
    ['all orders by total', () => orders().all(orderListQuerySchema.parse({ sort: 'total-desc' }))],
    ['orders with a status', () => orders().all(orderListQuerySchema.parse({ status: 'paid' }))],
    ['orders by part of the email', () => orders().all(orderListQuerySchema.parse({ email: 'customer1234@' }))],
    [
      'orders by part of the email and status',
      () => orders().all(orderListQuerySchema.parse({ email: 'customer77', status: 'placed' })),
    ],
    [
      "a customer's orders",
      () => orders().activeByUser('00000000-0000-4000-8000-000000000042', pageQuerySchema.parse({})),
    ],
    ['overview: orders per status', () => stats().countByStatus()],
    ['overview: orders per day', () => stats().perDay(30, 'Europe/London')],
    ['users, oldest first', () => new UsersRepository(db).page(userListQuerySchema.parse({ page: '3' }))],
    [
      'users by part of the email',
      () => new UsersRepository(db).page(userListQuerySchema.parse({ email: 'customer1234' })),
    ],
  ];

  it.each(orderPaths)('%s: no sequential scan over orders or users', async (_name, read) => {
    const plans = await plansOf(read);
    expect(plans.length).toBeGreaterThan(0);
    expect(seqScans(plans, ['orders', 'users'])).toEqual([]);
  });

  it.each([
    ['search', { q: 'iphone 13 screen' }, 'parts_search_idx'],
    ['brand', { brand: 'Motorola' }, 'parts_brand_idx'],
    ['model', { model: 'Pixel 7 Pro' }, 'parts_models_idx'],
    ['default order', {}, 'parts_created_idx'],
    ['price order', { sort: 'price-desc' }, 'parts_price_idx'],
    ['name order', { sort: 'name-asc' }, 'parts_name_idx'],
    ['stock order', { sort: 'stock-asc' }, 'parts_stock_idx'],
  ])('catalogue %s over 20,000 parts reads its index', async (_name, query, index) => {
    const plans = await plansOf(() => new PartsRepository(db).page(partListQuerySchema.parse(query)));
    expect(indexesUsed(plans)).toContain(index);
  });

  it.each([
    ['the whole catalogue', {}],
    ['a category', { category: 'screen' }],
    ['its orderable parts', { stock: 'orderable' }],
  ])('catalogue count of %s: the kept count, never a pass over the parts', async (_name, query) => {
    const plans = await plansOf(() => new PartsRepository(db).page(partListQuerySchema.parse(query)));
    expect(indexesUsed(plans)).toContain('part_facet_counts_kind_brand_name_pk');
    expect(seqScans(plans, ['parts'])).toEqual([]);
    if ('stock' in query) expect(indexesUsed(plans)).toContain('parts_out_of_stock_idx');
  });

  it("all orders' first page, newest first: read in the index's order (no sort), its total from the statistics", async () => {
    const plans = await plansOf(() => orders().all(orderListQuerySchema.parse({})));
    expect(plans.flat().filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
    expect(indexesUsed(plans)).toContain('orders_created_idx');
    const [total, page] = plans;
    expect(total.map((n) => n['Relation Name']).filter(Boolean)).toEqual(['order_stats']);
    expect(page.some((n) => n['Node Type'] === 'Limit')).toBe(true);
  });

  it.each([
    ['orders per status', () => stats().countByStatus()],
    ['orders per day', () => stats().perDay(30, 'Europe/London')],
  ])('overview: %s come from the order statistics, not the orders', async (_name, read) => {
    const tables = (await plansOf(read)).flat().map((n) => n['Relation Name']);
    expect(tables).toContain('order_stats');
    expect(tables).not.toContain('orders');
  });

  it('overview: the out-of-stock parts come from their partial index', async () => {
    expect(indexesUsed(await plansOf(() => new PartsRepository(db).outOfStock(20)))).toContain(
      'parts_out_of_stock_idx',
    );
  });

  it('reviews, newest first, read their index', async () => {
    await pool.query(`insert into reviews (user_name, ratings, comment, created_at)
      select 'R' || g, 5, 'Good', now() - (g || ' minutes')::interval from generate_series(1, 20000) g`);
    await pool.query('vacuum analyze reviews');
    expect(
      indexesUsed(await plansOf(() => new ReviewsRepository(db).page(pageQuerySchema.parse({ limit: '6' })))),
    ).toContain('reviews_created_idx');
  });
});
