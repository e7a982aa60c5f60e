import os from 'node:os';
import path from 'node:path';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { busySeasonSize, seedLoad } from '../test/load-data';
import { perUnit, showMicros, startCpuMeter } from './cpu';
import { getBytes, measureLatency } from './latency';
import { bearerFor, scratchDatabase } from './postgres';
import { startApi, stop } from './servers';

const samples = Number(process.env.BENCH_SAMPLES ?? 200);
/** The dashboard's All Orders page size (dashboard-mfe/src/lib/page-size.ts). */
const allOrdersPageSize = 50;
const target = 50;

/**
 * A busy season: 200,000 orders all placed within the last 30 days (20,000 users, 20,000
 * parts) on PostgreSQL. The admin overview (30 days, Europe/London) and All Orders' first page (the
 * dashboard's default: newest first, 50 a page) through the built API, one request after another:
 * p95, and the API's and PostgreSQL's CPU per request. Both read a bounded number of rows whatever the
 * number of orders (order statistics, the sort's index).
 */
export async function busySeason(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api;
  try {
    console.log(`Seeding ${busySeasonSize.orders} orders within ${busySeasonSize.orderDays} days…`);
    await seedLoad(database.pool, busySeasonSize);
    const admin = await bearerFor(database.pool, 'bench-admin@load.example', 'admin');
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: false,
      logFile: path.join(scratch, 'busy-season-api.log'),
    });
    const measure = async (name: string, url: string) => {
      const meter = await startCpuMeter(api!.child.pid, { pool: database.pool, database: database.name });
      const latency = await measureLatency(samples, () => getBytes(url, admin));
      const cpu = await meter.stop();
      const requests = latency.count + 5; // with the warm-up
      const [apiCpu, postgresCpu] = [perUnit(cpu.api, requests), perUnit(cpu.postgres, requests)];
      return result({
        name,
        value: latency.p95,
        unit: 'ms',
        baseline: null,
        ratio: null,
        target,
        targetOn: 'value',
        note: `${busySeasonSize.orders} orders within ${busySeasonSize.orderDays} days; ${latency.count} requests one after another, p50 ${latency.p50.toFixed(1)} ms, ${(latency.maxBytes / 1024).toFixed(1)} KB; API CPU ${showMicros(apiCpu)}, PostgreSQL CPU ${showMicros(postgresCpu)} per request; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`,
      });
    };
    return [
      await measure('busy-season-overview-p95', `${api.url}/admin/overview?tz=Europe/London`),
      await measure('busy-season-all-orders-first-page-p95', `${api.url}/myOrders?page=1&limit=${allOrdersPageSize}`),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
