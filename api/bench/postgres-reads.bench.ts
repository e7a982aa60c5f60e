import { orderListQuerySchema, overviewQuerySchema, partCategories, partListQuerySchema } from '@phoneparts/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/database/database';
import * as schema from '../src/database/schema';
import { OrderListsRepository } from '../src/orders/order-lists.repository';
import { OrderStatsRepository } from '../src/orders/order-stats.repository';
import { OverviewService } from '../src/overview/overview.service';
import { PartsRepository } from '../src/parts/parts.repository';
import { realisticSize, seedLoad } from '../test/load-data';
import { getBytes, Latency, measureLatency } from './latency';
import { bearerFor, scratchDatabase } from './postgres';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { startApi, stop } from './servers';

const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const kb = (bytes: number) => bytes / 1024;

/** The admin's All Orders page as people use it: first pages, later pages, a status, an email, a sort. */
const adminOrderQueries = (i: number) =>
  [
    '',
    `page=${2 + (i % 40)}`,
    'status=paid',
    'status=placed&sort=oldest',
    'sort=total-desc',
    `email=customer${1 + ((i * 7919) % realisticSize.users)}@`,
    `email=customer${1 + (i % 500)}&status=shipped`,
  ][i % 7];

/** Searches a shopper types, each different, so every one misses the API's answer cache. */
function catalogueQueries(models: string[]): string[] {
  const queries: string[] = [];
  for (const [i, model] of models.entries()) {
    const category = partCategories[i % partCategories.length];
    queries.push(`q=${encodeURIComponent(model.toLowerCase().replace(/ /g, ''))}`);
    queries.push(`q=${encodeURIComponent(`${model} ${category.replace('-', ' ')}`)}`);
    queries.push(`q=${encodeURIComponent(model)}&sort=price-asc`);
    queries.push(`model=${encodeURIComponent(model)}&category=${category}`);
    queries.push(`q=${encodeURIComponent(model.split(' ')[0])}&page=${2 + (i % 5)}&sort=name-asc`);
  }
  return queries;
}

const latencyNote = (api: Latency, direct: Latency) =>
  `${api.count} requests one after another; p50 ${api.p50.toFixed(1)} ms; baseline = the same repository queries run directly on node-postgres (p95 ${direct.p95.toFixed(1)} ms); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;

/**
 * With 200,000 orders, 20,000 users and 20,000 parts on PostgreSQL: the admin orders page and the
 * overview (p95 ≤ 50 ms, ≤ 100 KB per answer) and catalogue search (p95 ≤ 30 ms), through the built
 * API, each beside the same queries run straight from the repositories (what the database costs).
 */
export async function postgresReads(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api;
  try {
    console.log(`Seeding ${realisticSize.orders} orders, ${realisticSize.users} users, ${realisticSize.parts} parts…`);
    await seedLoad(database.pool, realisticSize);
    const admin = await bearerFor(database.pool, 'bench-admin@load.example', 'admin');
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: false,
      logFile: path.join(scratch, 'reads-api.log'),
    });
    const db = drizzle(database.pool, { schema }) as unknown as Database;
    const stats = new OrderStatsRepository(db);
    const orders = new OrderListsRepository(db, stats);
    const parts = new PartsRepository(db);
    const overview = new OverviewService(stats, parts);
    const { rows } = await database.pool.query<{ model: string }>(
      'select distinct unnest(models) as model from parts order by 1',
    );
    const searches = catalogueQueries(rows.map((r) => r.model));
    const query = (q: string) => Object.fromEntries(new URLSearchParams(q));

    const ordersApi = await measureLatency(samples, (i) =>
      getBytes(`${api!.url}/myOrders?${adminOrderQueries(i)}`, admin),
    );
    const ordersDirect = await measureLatency(
      samples,
      async (i) => (await orders.all(orderListQuerySchema.parse(query(adminOrderQueries(i))))).items.length,
    );
    const overviewApi = await measureLatency(samples / 2, () =>
      getBytes(`${api!.url}/admin/overview?tz=Europe/London`, admin),
    );
    const overviewDirect = await measureLatency(
      samples / 2,
      async () => (await overview.overview(overviewQuerySchema.parse({ tz: 'Europe/London' }))).days.length,
    );
    // Each search once through the API (cache misses), then the same ones straight from the repository.
    const searchCount = Math.min(samples, searches.length - 5);
    const searchApi = await measureLatency(searchCount, (i) => getBytes(`${api!.url}/parts?${searches[i]}`));
    const searchDirect = await measureLatency(
      searchCount,
      async (i) => (await parts.page(partListQuerySchema.parse(query(searches[i])))).total,
    );

    const latency = (name: string, a: Latency, d: Latency, target: number) =>
      result({
        name,
        value: a.p95,
        unit: 'ms',
        baseline: d.p95,
        ratio: d.p95 / a.p95,
        target,
        targetOn: 'value',
        note: latencyNote(a, d),
      });
    const size = (name: string, a: Latency) =>
      result({
        name,
        value: kb(a.maxBytes),
        unit: 'KB',
        baseline: null,
        ratio: null,
        target: 100,
        targetOn: 'value',
        note: 'largest answer of the run',
      });
    return [
      latency('admin-orders-page-p95', ordersApi, ordersDirect, 50),
      size('admin-orders-page-size', ordersApi),
      latency('admin-overview-p95', overviewApi, overviewDirect, 50),
      size('admin-overview-size', overviewApi),
      latency('catalogue-search-p95', searchApi, searchDirect, 30),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
