import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { perUnit, showMillis, startCpuMeter } from './cpu';
import { customerBearers, scratchDatabase } from './postgres';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { startApi, stop } from './servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 16;
const partCount = 50;
const stockPerPart = 1_000_000;
/**
 * Enough shoppers that none reaches the per-account limits (MAX_UNPAID_ORDERS, ORDER_LIMIT_PER_MINUTE)
 * at the rates this machine reaches: each places at most one or two orders in the run.
 */
const buyerCount = 20_000;
const order = { quantity: 1, phone: '(555) 123-4567', address: '221B Baker Street, London' };

/** `count` parts with `stock` units each, a minimum order of 1, at one price. */
export async function seedParts(pool: Pool, stock: number, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity)
     select 'Bench part ' || g, '/images/parts/x.svg', 'd', 1999, 1, $1 from generate_series(1, $2) g returning id`,
    [stock, count],
  );
  return rows.map((r) => r.id);
}

/**
 * The baseline: what PostgreSQL and node-postgres alone do for an order, `concurrency` workers each
 * running the API's transaction without the framework: the conditional stock UPDATE, then the INSERT.
 */
async function bareLoop(
  pool: Pool,
  partIds: string[],
  email: string,
  userId: string,
  durationMs: number,
): Promise<number> {
  const deadline = Date.now() + durationMs;
  let placed = 0;
  let next = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const partId = partIds[next++ % partIds.length];
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(
          `update parts set available_quantity = available_quantity - $2, updated_at = now()
           where id = $1 and available_quantity >= $2 and min_quantity <= $2 returning *`,
          [partId, order.quantity],
        );
        if (rows.length === 0) throw new Error('out of stock');
        const part = rows[0];
        await client.query(
          `with placed as (
             insert into orders (user_id, email, user_name, phone, address, status, total_cents)
             values ($1, $2, 'Bench', $3, $4, 'placed', $5) returning id
           )
           insert into order_lines (order_id, position, part_id, name, picture, description, unit_price_cents,
                                    quantity, available_quantity)
           select id, 1, $6, $7, $8, $9, $10, $11, $12 from placed`,
          [
            userId,
            email,
            order.phone,
            order.address,
            part.price_cents * order.quantity,
            part.id,
            part.name,
            part.picture,
            part.description,
            part.price_cents,
            order.quantity,
            part.available_quantity,
          ],
        );
        await client.query('commit');
        placed++;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return placed / (durationMs / 1000);
}

/** Every unit is either on the shelf or in a live order: stock never went below zero or got lost. */
async function oversold(pool: Pool, partIds: string[], initial: number): Promise<number> {
  const { rows } = await pool.query<{ bad: number }>(
    `select count(*)::int as bad from parts p
     where p.id = any($1::uuid[])
       and p.available_quantity + coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id where l.part_id = p.id and o.status <> 'cancelled'), 0) <> $2`,
    [partIds, initial],
  );
  return rows[0].bad;
}

/** CPU per one-line order, each side (µs): the targets of docs/benchmarks.md. */
const cpuTargets = { apiMicros: 3000, postgresMicros: 3000 };

/**
 * Order placement on PostgreSQL: POST /myOrders through the built API (token check, validation, one
 * transaction with the conditional stock UPDATE, the INSERT and its history row), with the API
 * process's and the database's backends' CPU per order. The bare loop above (same concurrency, same
 * pool size) is a reference line, not a target. Afterwards: no unit oversold, and a last burst of 40
 * simultaneous orders on a part with 10 left sells exactly 10.
 */
export async function orderPlacement(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api;
  try {
    const buyers = await customerBearers(database.pool, 'bench-buyer', buyerCount);
    const { rows } = await database.pool.query<{ id: string; email: string }>(
      `select id, email from users where email = 'bench-buyer-1@load.example'`,
    );
    const apiParts = await seedParts(database.pool, stockPerPart, partCount);
    const bareParts = await seedParts(database.pool, stockPerPart, partCount);
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: false,
      logFile: path.join(scratch, 'orders-api.log'),
    });

    let next = 0;
    const nextOrder = () => {
      const n = next++;
      return {
        headers: { ...buyers[n % buyers.length], 'content-type': 'application/json' },
        body: JSON.stringify({ ...order, productId: apiParts[n % apiParts.length] }),
      };
    };
    const meter = await startCpuMeter(api.child.pid, { pool: database.pool, database: database.name });
    const run = await autocannon({
      url: `${api.url}/myOrders`,
      connections: concurrency,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({ ...req, ...nextOrder() }),
        },
      ],
    });
    const cpu = await meter.stop();
    const placed = run.requests.total;
    if (run.non2xx + run.errors + run.timeouts > 0)
      throw new Error(`order placement: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`);
    const bare = await bareLoop(database.pool, bareParts, rows[0].email, rows[0].id, seconds * 1000);

    const lost =
      (await oversold(database.pool, apiParts, stockPerPart)) +
      (await oversold(database.pool, bareParts, stockPerPart));
    const [last] = await seedParts(database.pool, 10, 1);
    const burst = await Promise.all(
      // Forty different shoppers (from the end of the list, who ordered least) want the last ten units.
      buyers.slice(-40).map((buyer) =>
        fetch(`${api!.url}/myOrders`, {
          method: 'POST',
          headers: { ...buyer, 'content-type': 'application/json' },
          body: JSON.stringify({ ...order, productId: last }),
        }).then((r) => r.status),
      ),
    );
    const sold = burst.filter((s) => s === 201).length;
    const { rows: left } = await database.pool.query<{ n: number }>(
      'select available_quantity as n from parts where id = $1',
      [last],
    );
    const noOversell = lost === 0 && sold === 10 && left[0].n === 0 && burst.every((s) => s === 201 || s === 409);
    const apiCpu = perUnit(cpu.api, placed);
    const postgresCpu = perUnit(cpu.postgres, placed);
    const common = `${concurrency} connections placing ${placed} one-line orders for ${buyerCount} shoppers over ${partCount} parts in ${seconds}s, p99 ${run.latency.p99} ms; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;
    const oversell = `oversell check: ${lost} parts with lost or extra units, last-10-units burst of 40 sold ${sold} (stock left ${left[0].n})`;
    return [
      result({
        name: 'order-placement-postgres',
        value: run.requests.average,
        unit: 'orders/s',
        baseline: bare,
        ratio: run.requests.average / bare,
        target: 0,
        targetOn: 'ratio',
        pass: noOversell,
        note: `${common}; API CPU ${showMillis(apiCpu)}, PostgreSQL CPU ${showMillis(postgresCpu)} per order; ${oversell}; baseline = the bare node-postgres loop (a reference line, not a target): the target is no oversell`,
      }),
      result({
        name: 'order-placement-api-cpu',
        value: (apiCpu ?? Infinity) / 1000,
        unit: 'ms/order',
        baseline: null,
        ratio: null,
        target: cpuTargets.apiMicros / 1000,
        targetOn: 'value',
        note: `the API process's CPU (user + system, /proc) per order; ${common}`,
      }),
      result({
        name: 'order-placement-postgres-cpu',
        value: (postgresCpu ?? Infinity) / 1000,
        unit: 'ms/order',
        baseline: null,
        ratio: null,
        target: cpuTargets.postgresMicros / 1000,
        targetOn: 'value',
        note: `the CPU of the PostgreSQL backends serving the API's connections (/proc; WAL writer and checkpointer not counted) per order; ${common}`,
      }),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
