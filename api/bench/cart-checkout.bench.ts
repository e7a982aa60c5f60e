import os from 'node:os';
import path from 'node:path';
import { startCpuMeter, type CpuUse } from './cpu';
import { measureLatency, type Latency } from './latency';
import { seedParts } from './order-placement.bench';
import { customerBearers, scratchDatabase } from './postgres';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { startApi, stop } from './servers';
import { contact } from './storefront-calls';

const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const warmup = 5;
const linesPerCart = 20;
/** Customers whose carts are filled at once before the timed part (filling is not measured). */
const fillers = 4;
/** A 20-line checkout may cost at most 4 times a one-line order (CPU and p95): docs/benchmarks.md. */
const maxTimesOneLine = 4;

type Headers = Record<string, string>;

async function send(url: string, method: string, headers: Headers, body: unknown): Promise<number> {
  const res = await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return text.length;
}

/** Warm-up requests, then `samples` timed ones one after another, with the CPU they used. */
async function timed(
  meterOf: () => Promise<{ stop(): Promise<CpuUse> }>,
  request: (i: number) => Promise<number>,
): Promise<{ latency: Latency; cpu: CpuUse }> {
  for (let i = 0; i < warmup; i++) await request(i);
  const meter = await meterOf();
  const latency = await measureLatency(samples, (i) => request(warmup + i), 0);
  return { latency, cpu: await meter.stop() };
}

/** API + PostgreSQL CPU per request, ms. */
const millisPer = (cpu: CpuUse) => ((cpu.api ?? NaN) + (cpu.postgres ?? NaN)) / samples / 1000;

/**
 * Checkout of a 20-line cart on PostgreSQL (docs/product.md#10-orders-with-lines-and-the-cart): each customer fills
 * their own cart with PUT /cart/lines for 20 parts (not timed), then POST /cart/checkout is timed, one after another,
 * beside one-line orders (POST /myOrders) by other customers in the same run. Both in the same API process on the
 * same database, so the host's load weighs on both alike.
 */
export async function cartCheckout(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api;
  try {
    const total = warmup + samples;
    const cartBuyers = await customerBearers(database.pool, 'bench-cart', total);
    const orderBuyers = await customerBearers(database.pool, 'bench-single', total);
    const parts = await seedParts(database.pool, 1_000_000, linesPerCart);
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: false,
      logFile: path.join(scratch, 'cart-api.log'),
    });
    const url = api.url;

    let nextCart = 0;
    const fill = async () => {
      for (let n = nextCart++; n < total; n = nextCart++)
        for (const partId of parts) await send(`${url}/cart/lines/${partId}`, 'PUT', cartBuyers[n], { quantity: 1 });
    };
    await Promise.all(Array.from({ length: fillers }, fill));

    const meterOf = () => startCpuMeter(api!.child.pid, { pool: database.pool, database: database.name });
    const single = await timed(meterOf, (i) =>
      send(`${url}/myOrders`, 'POST', orderBuyers[i], { ...contact, productId: parts[i % parts.length], quantity: 1 }),
    );
    const checkout = await timed(meterOf, (i) => send(`${url}/cart/checkout`, 'POST', cartBuyers[i], contact));

    // Every checkout emptied its cart into an order of 20 lines.
    const { rows } = await database.pool.query<{ left: number; lines: number }>(
      `select (select count(*)::int from cart_lines) as left, (select count(*)::int from order_lines) as lines`,
    );
    const whole = rows[0].left === 0 && rows[0].lines === total * (linesPerCart + 1);
    const singleCpu = millisPer(single.cpu);
    const checkoutCpu = millisPer(checkout.cpu);
    const split = (cpu: CpuUse) =>
      `API ${((cpu.api ?? NaN) / samples / 1000).toFixed(2)} ms + PostgreSQL ${((cpu.postgres ?? NaN) / samples / 1000).toFixed(2)} ms`;
    const common = `${samples} requests one after another (after ${warmup} warm-up) of each kind, each customer its own cart; one-line order p95 ${single.latency.p95.toFixed(1)} ms (p50 ${single.latency.p50.toFixed(1)}), CPU ${split(single.cpu)} per order; 20-line checkout p95 ${checkout.latency.p95.toFixed(1)} ms (p50 ${checkout.latency.p50.toFixed(1)}), CPU ${split(checkout.cpu)} per checkout = ${(checkoutCpu / linesPerCart).toFixed(2)} ms per line; ${rows[0].left} cart lines left after, ${rows[0].lines} order lines; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;
    return [
      result({
        name: 'cart-checkout-20-lines-cpu',
        value: checkoutCpu,
        unit: 'ms/checkout',
        baseline: singleCpu,
        ratio: singleCpu / checkoutCpu,
        target: 1 / maxTimesOneLine,
        targetOn: 'ratio',
        pass: whole,
        note: `API + PostgreSQL CPU per 20-line checkout; baseline = per one-line order (POST /myOrders); target: at most ${maxTimesOneLine}x; ${common}`,
      }),
      result({
        name: 'cart-checkout-20-lines-p95',
        value: checkout.latency.p95,
        unit: 'ms',
        baseline: single.latency.p95,
        ratio: single.latency.p95 / checkout.latency.p95,
        target: 1 / maxTimesOneLine,
        targetOn: 'ratio',
        note: `POST /cart/checkout p95; baseline = the one-line order's p95; target: at most ${maxTimesOneLine}x; ${common}`,
      }),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
