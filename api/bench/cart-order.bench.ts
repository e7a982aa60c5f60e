import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { atMost, result, type BenchResult } from '@phoneparts/bench-results';
import { startCpuMeter, type CpuUse } from './cpu';
import { seedParts } from './order-placement.bench';
import { customerBearers, scratchDatabase } from './postgres';
import { startApi, statementsSent, stop, type RunningServer } from './servers';
import { ApiRequestFailed, CallLog, Storefront } from './storefront-calls';

/** Buyers shopping at the same moment; each round gives each one a fresh account. */
const buyers = 8;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const partCount = 24;
const linesPerCart = 20;
/** Racing checkouts for a part with `raceStock` units, each cart asking for one of them. */
const racers = 30;
const raceStock = 10;

/** The targets for a 20-line order from an empty cart to paid, and for a one-line cart order. */
const targets = { requests: 25, statements: 80, apiCpuMs: 60, postgresCpuMs: 45, oneLineTimesDirect: 1.3 };
/** Paying a cart order costs what paying a one-line order does: the same statements, CPU within noise. */
const paymentTimesDirect = 1.25;

/** What one phase of a run cost, summed over its rounds. */
interface Cost {
  orders: number;
  requests: number;
  statements: number;
  apiMicros: number;
  postgresMicros: number;
}

const zero = (): Cost => ({ orders: 0, requests: 0, statements: 0, apiMicros: 0, postgresMicros: 0 });
/** Two costs of other orders (two rounds of a phase), or with `sameOrders` of the same orders (two phases). */
const plus = (a: Cost, b: Cost, sameOrders = false): Cost => ({
  orders: sameOrders ? a.orders : a.orders + b.orders,
  requests: a.requests + b.requests,
  statements: a.statements + b.statements,
  apiMicros: a.apiMicros + b.apiMicros,
  postgresMicros: a.postgresMicros + b.postgresMicros,
});
/**
 * One-line orders cost a few milliseconds each, close to the CPU meter's 10 ms tick over a phase of
 * `buyers` orders: they run more rounds, so the two one-line figures compared are not mostly rounding.
 */
const oneLineRounds = rounds * 3;
const perOrder = (cost: Cost) => ({
  requests: cost.requests / cost.orders,
  statements: cost.statements / cost.orders,
  apiMs: cost.apiMicros / cost.orders / 1000,
  postgresMs: cost.postgresMicros / cost.orders / 1000,
  cpuMs: (cost.apiMicros + cost.postgresMicros) / cost.orders / 1000,
});
const show = (cost: Cost) => {
  const o = perOrder(cost);
  return `${o.requests.toFixed(1)} requests, ${o.statements.toFixed(1)} statements, API ${o.apiMs.toFixed(2)} ms + PostgreSQL ${o.postgresMs.toFixed(2)} ms CPU`;
};

interface Run {
  api: RunningServer;
  pool: Pool;
  database: string;
  log: CallLog;
}

/** Runs `work` for every buyer at once and measures it: requests, statements, API and PostgreSQL CPU. */
async function phase(run: Run, work: () => Promise<unknown>): Promise<Cost> {
  const requestsBefore = run.log.requests;
  const statementsBefore = await statementsSent(run.api);
  const meter = await startCpuMeter(run.api.child.pid, { pool: run.pool, database: run.database });
  await work();
  const cpu: CpuUse = await meter.stop();
  return {
    orders: buyers,
    requests: run.log.requests - requestsBefore,
    statements: (await statementsSent(run.api)) - statementsBefore,
    apiMicros: cpu.api ?? NaN,
    postgresMicros: cpu.postgres ?? NaN,
  };
}

/** `buyers` fresh signed-in storefronts. */
async function storefronts(run: Run, prefix: string): Promise<Storefront[]> {
  const bearers = await customerBearers(run.pool, prefix, buyers);
  return bearers.map((bearer) => new Storefront(run.api.url, bearer, run.log));
}

/** The parts a buyer puts in the cart: `lines` of the shop's parts, each buyer from another start. */
const cartOf = (partIds: string[], buyer: number, lines: number) =>
  Array.from({ length: lines }, (_, i) => partIds[(buyer * 3 + i) % partIds.length]);

/** Orders through the cart, `lines` lines each: adding (one request a line), checkout, payment, each phase measured. */
async function cartOrders(run: Run, partIds: string[], lines: number, label: string, rounds: number) {
  const phases = { adding: zero(), checkout: zero(), payment: zero() };
  for (let round = 0; round <= rounds; round++) {
    const shoppers = await storefronts(run, `${label}-${round}`);
    const orderIds: string[] = [];
    const adding = await phase(run, () =>
      Promise.all(
        shoppers.map(async (shop, buyer) => {
          for (const partId of cartOf(partIds, buyer, lines)) await shop.addToCart(partId, 1);
        }),
      ),
    );
    const checkout = await phase(run, () =>
      Promise.all(shoppers.map(async (shop, buyer) => (orderIds[buyer] = await shop.checkout()))),
    );
    const payment = await phase(run, () => Promise.all(shoppers.map((shop, buyer) => shop.pay(orderIds[buyer]))));
    if (round === 0) continue; // warm-up: connections, prepared statements, JIT
    phases.adding = plus(phases.adding, adding);
    phases.checkout = plus(phases.checkout, checkout);
    phases.payment = plus(phases.payment, payment);
  }
  return phases;
}

/** One-line orders by Buy Now (POST /myOrders), then paid: each phase measured. */
async function directOrders(run: Run, partIds: string[], rounds: number) {
  const phases = { placing: zero(), payment: zero() };
  for (let round = 0; round <= rounds; round++) {
    const shoppers = await storefronts(run, `direct-${round}`);
    const orderIds: string[] = [];
    const placing = await phase(run, () =>
      Promise.all(shoppers.map(async (shop, buyer) => (orderIds[buyer] = await shop.buyNow(partIds[buyer], 1)))),
    );
    const payment = await phase(run, () => Promise.all(shoppers.map((shop, buyer) => shop.pay(orderIds[buyer]))));
    if (round === 0) continue;
    phases.placing = plus(phases.placing, placing);
    phases.payment = plus(phases.payment, payment);
  }
  return phases;
}

/**
 * `racers` buyers whose carts each hold 3 lines, one of them a unit of a part with `raceStock` units,
 * check out at once: exactly the stock is sold, the others are refused (409), none deadlocks or fails.
 */
async function race(run: Run, partIds: string[]) {
  const [scarce] = await seedParts(run.pool, raceStock, 1);
  const bearers = await customerBearers(run.pool, 'race', racers);
  const shoppers = bearers.map((bearer) => new Storefront(run.api.url, bearer, run.log));
  await Promise.all(
    shoppers.map(async (shop, i) => {
      for (const partId of [partIds[i % partIds.length], scarce, partIds[(i + 7) % partIds.length]])
        await shop.addToCart(partId, 1);
    }),
  );
  const deadlocksOf = async () =>
    (
      await run.pool.query<{ n: number }>(`select deadlocks::int as n from pg_stat_database where datname = $1`, [
        run.database,
      ])
    ).rows[0].n;
  const [deadlocksBefore, errorsBefore] = [await deadlocksOf(), run.log.serverErrors];
  const outcomes = await Promise.all(
    shoppers.map((shop) =>
      shop.checkout().then(
        () => 'sold' as const,
        (error: unknown) => (error instanceof ApiRequestFailed && error.status === 409 ? 'refused' : 'failed'),
      ),
    ),
  );
  const { rows } = await run.pool.query<{ left: number }>(
    'select available_quantity as left from parts where id = $1',
    [scarce],
  );
  return {
    sold: outcomes.filter((o) => o === 'sold').length,
    refused: outcomes.filter((o) => o === 'refused').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    stockLeft: rows[0].left,
    deadlocks: (await deadlocksOf()) - deadlocksBefore,
    serverErrors: run.log.serverErrors - errorsBefore,
  };
}

/**
 * An order through the cart at B2B size on PostgreSQL, as the storefront makes it: `buyers` buyers at
 * once, each adding 20 parts one request at a time to an empty cart, checking out and paying with the
 * sandbox card; beside it a one-line order through the cart and a one-line Buy Now order, in the same
 * API process. Each phase (adding, checkout, payment) is measured on its own, over `rounds` rounds
 * (`oneLineRounds` for the one-line kinds) after a warm-up; the figures are per order. Then `racers`
 * checkouts race for a scarce part.
 */
export async function cartOrder(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api: RunningServer | undefined;
  try {
    const partIds = await seedParts(database.pool, 1_000_000, partCount);
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: false,
      logFile: path.join(scratch, 'cart-order-api.log'),
      countStatements: true,
    });
    const run: Run = { api, pool: database.pool, database: database.name, log: new CallLog() };
    const direct = await directOrders(run, partIds, oneLineRounds);
    const oneLine = await cartOrders(run, partIds, 1, 'cart-1', oneLineRounds);
    const twenty = await cartOrders(run, partIds, linesPerCart, 'cart-20', rounds);
    const raced = await race(run, partIds);

    const whole = plus(plus(twenty.adding, twenty.checkout, true), twenty.payment, true);
    const order = perOrder(whole);
    const oneLineUnpaid = perOrder(plus(oneLine.adding, oneLine.checkout, true));
    const directUnpaid = perOrder(direct.placing);
    const payment20 = perOrder(twenty.payment);
    const paymentDirect = perOrder(direct.payment);
    const raceFair =
      raced.sold === raceStock &&
      raced.stockLeft === 0 &&
      raced.refused === racers - raceStock &&
      raced.failed === 0 &&
      raced.deadlocks === 0;
    const clean = run.log.serverErrors === 0 && raceFair;
    const common = `${buyers} buyers at once, ${rounds} rounds after a warm-up (${rounds * buyers} 20-line orders; ${oneLineRounds * buyers} of each one-line kind), ${partCount} parts; 20-line order: adding ${show(twenty.adding)}, checkout ${show(twenty.checkout)}, payment ${show(twenty.payment)}; one-line cart order: adding ${show(oneLine.adding)}, checkout ${show(oneLine.checkout)}, payment ${show(oneLine.payment)}; one-line Buy Now order: ${show(direct.placing)}, payment ${show(direct.payment)}; ${racers} checkouts racing for ${raceStock} units: ${raced.sold} sold, ${raced.refused} refused (409), ${raced.failed} failed, ${raced.deadlocks} deadlocks, stock left ${raced.stockLeft}; ${run.log.serverErrors} answers 5xx in the whole run; statements counted at node-postgres in the API, background work (mail outbox, sweeps) included; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;
    const of20 = (what: string) => `per 20-line order from an empty cart to paid (the storefront's calls): ${what}`;
    return [
      result({
        ...atMost('cart-order-20-lines-requests', order.requests, 'requests/order', targets.requests),
        pass: clean,
        note: of20(`HTTP requests; ${common}`),
      }),
      result({
        ...atMost('cart-order-20-lines-statements', order.statements, 'statements/order', targets.statements),
        pass: clean,
        note: of20('SQL statements sent to PostgreSQL'),
      }),
      atMost('cart-order-20-lines-api-cpu', order.apiMs, 'ms/order', targets.apiCpuMs, of20("the API process's CPU")),
      atMost(
        'cart-order-20-lines-postgres-cpu',
        order.postgresMs,
        'ms/order',
        targets.postgresCpuMs,
        of20("the PostgreSQL backends' CPU"),
      ),
      result({
        name: 'cart-order-1-line-cpu',
        value: oneLineUnpaid.cpuMs,
        unit: 'ms/order',
        baseline: directUnpaid.cpuMs,
        ratio: directUnpaid.cpuMs / oneLineUnpaid.cpuMs,
        target: 1 / targets.oneLineTimesDirect,
        targetOn: 'ratio',
        note: `API + PostgreSQL CPU of a one-line order through the cart (Add to cart, then checkout; unpaid: API ${oneLineUnpaid.apiMs.toFixed(2)} ms + PostgreSQL ${oneLineUnpaid.postgresMs.toFixed(2)} ms, ${oneLineUnpaid.statements.toFixed(1)} statements); baseline = a one-line Buy Now order (POST /myOrders: API ${directUnpaid.apiMs.toFixed(2)} ms + PostgreSQL ${directUnpaid.postgresMs.toFixed(2)} ms, ${directUnpaid.statements.toFixed(1)} statements); target: at most ${targets.oneLineTimesDirect}x`,
      }),
      result({
        name: 'cart-order-20-lines-payment-cpu',
        value: payment20.cpuMs,
        unit: 'ms/order',
        baseline: paymentDirect.cpuMs,
        ratio: paymentDirect.cpuMs / payment20.cpuMs,
        target: 1 / paymentTimesDirect,
        targetOn: 'ratio',
        // The statements of the calls are equal (cart-order-statements.int-spec.ts); the mail outbox's
        // background statements fall into whichever phase is running, hence one an order of leeway.
        pass: Math.abs(payment20.statements - paymentDirect.statements) <= 1,
        note: `API + PostgreSQL CPU of paying a 20-line cart order (the payment page's 4 calls: ${payment20.statements.toFixed(1)} statements, API ${payment20.apiMs.toFixed(2)} ms + PostgreSQL ${payment20.postgresMs.toFixed(2)} ms); baseline = paying a one-line Buy Now order (${paymentDirect.statements.toFixed(1)} statements, API ${paymentDirect.apiMs.toFixed(2)} ms + PostgreSQL ${paymentDirect.postgresMs.toFixed(2)} ms); target: the same statements (within one: background work) and at most ${paymentTimesDirect}x the CPU (the spread between runs)`,
      }),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
