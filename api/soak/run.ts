import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { residentBytes, startSoakStack, type SoakStack } from './soak-stack';
import {
  defaultTargets,
  judge,
  renderTable,
  routeFigures,
  type MemorySample,
  type RequestSample,
  type SizeSample,
} from './soak-stats';
import { randomVisit, type ShopUnderLoad } from './soak-traffic';

/**
 * `npm run soak -- --minutes 60` (docs/benchmarks.md, "Soak"): measures how many visits per second the
 * stack serves flat out, then sends half of that, as an even stream of visits, for `--minutes`; records
 * per route p50/p99, each process's RSS, the database's size and the errors; writes the table to `--out`
 * and exits 1 when a target is missed. Needs DATABASE_URL (a PostgreSQL server) and nginx.
 */
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    /** Minutes per row of the table. */
    interval: { type: 'string', default: '5' },
    /** Minutes at the start left out of the comparisons (caches, JIT, pools, the heap finding its size). */
    warmup: { type: 'string', default: '5' },
    /** Minutes compared: the first ones after warm-up against the last ones of the run. */
    window: { type: 'string', default: '10' },
    /** Share of the measured capacity sent during the soak. */
    load: { type: 'string', default: '0.5' },
    'capacity-seconds': { type: 'string', default: '60' },
    out: { type: 'string', default: 'soak-results.md' },
  },
});
const minute = 60_000;
const durationMs = Number(args.minutes) * minute;
const intervalMs = Number(args.interval) * minute;
const windows = { warmupMs: Number(args.warmup) * minute, windowMs: Number(args.window) * minute, endMs: durationMs };
/** Visits at once while measuring capacity; the soak itself allows twice as many before it counts overload. */
const capacityConcurrency = 32;
const sampleEveryMs = 10_000;

/** Visits per second with `capacityConcurrency` visits always in flight. */
async function measureCapacity(shop: ShopUnderLoad, seconds: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let visits = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await randomVisit(shop);
      visits++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: capacityConcurrency }, worker));
  return visits / ((Date.now() - started) / 1000);
}

/** Starts `perSecond` visits a second, evenly, for `durationMs`; a visit that would exceed the bound is an error. */
async function steadyLoad(shop: ShopUnderLoad, perSecond: number, startedAt: number, onTick: () => void) {
  const maxInFlight = 2 * capacityConcurrency;
  const inFlight = new Set<Promise<void>>();
  let launched = 0;
  while (Date.now() - startedAt < durationMs) {
    const due = Math.floor(((Date.now() - startedAt) / 1000) * perSecond);
    for (; launched < due; launched++) {
      if (inFlight.size >= maxInFlight) {
        const kind = 'a visit not started: too many in flight';
        shop.record({ route: '(overload)', ms: 0, ok: false }, { kind, example: 'the stack fell behind the load' });
        continue;
      }
      const visit = randomVisit(shop).finally(() => inFlight.delete(visit));
      inFlight.add(visit);
    }
    onTick();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(inFlight);
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The soak runs on PostgreSQL: set DATABASE_URL (a role that may create databases)');
  console.log('Building the API (tsc)…');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', path.join(__dirname, '..', 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'phoneparts-soak-'));
  let stack: SoakStack | undefined;
  try {
    stack = await startSoakStack({
      serverUrl,
      scratchDir,
      // Enough that every visit in flight has a customer of its own.
      customers: 4 * capacityConcurrency,
      hoursValid: Math.ceil(durationMs / (60 * minute)) + 1,
    });
    const requests: RequestSample[] = [];
    const memory: MemorySample[] = [];
    const sizes: SizeSample[] = [];
    const problems = new Map<string, { n: number; example: string }>();
    let startedAt = Date.now();
    let measuring = true;
    const shop: ShopUnderLoad = {
      url: stack.url,
      partIds: stack.partIds,
      admin: stack.admin,
      password: stack.password,
      idleCustomers: [...stack.customers],
      record(sample, problem) {
        if (!measuring) requests.push({ ...sample, at: Date.now() - startedAt });
        if (problem) {
          const seen = problems.get(problem.kind);
          problems.set(problem.kind, { n: (seen?.n ?? 0) + 1, example: seen?.example ?? problem.example });
        }
      },
    };

    console.log(`Measuring capacity: ${capacityConcurrency} visits at once for ${args['capacity-seconds']} s…`);
    const capacity = await measureCapacity(shop, Number(args['capacity-seconds']));
    const rate = capacity * Number(args.load);
    console.log(
      `Capacity ${capacity.toFixed(1)} visits/s; soaking at ${rate.toFixed(1)} visits/s for ${args.minutes} min.`,
    );

    const processes = stack.processes();
    const sample = async () => {
      const at = Date.now() - startedAt;
      for (const [name, pid] of processes) memory.push({ at, process: name, bytes: residentBytes(pid) });
      const { rows } = await stack!.database.pool.query<{ bytes: string }>(
        'select pg_database_size(current_database()) as bytes',
      );
      sizes.push({ at, bytes: Number(rows[0].bytes) });
    };
    let nextSample = 0;
    let nextReport = intervalMs;
    let sampling: Promise<void> = Promise.resolve();
    startedAt = Date.now();
    measuring = false;
    await steadyLoad(shop, rate, startedAt, () => {
      const at = Date.now() - startedAt;
      if (at >= nextSample) {
        nextSample += sampleEveryMs;
        sampling = sampling.then(sample);
      }
      if (at >= nextReport) {
        const figures = routeFigures(requests, nextReport - intervalMs, nextReport);
        const errors = [...figures.values()].reduce((sum, f) => sum + f.errors, 0);
        const p99s = [...figures].map(([route, f]) => `${route} ${f.p99.toFixed(0)}`).join(', ');
        console.log(`${(nextReport / minute).toFixed(0)} min: ${errors} errors; p99 ms ${p99s}`);
        nextReport += intervalMs;
      }
    });
    await sampling;
    await sample();

    const verdict = judge(requests, memory, windows, defaultTargets);
    const report = [
      `# Soak: ${args.minutes} min at ${rate.toFixed(1)} visits/s (${Number(args.load) * 100} % of ${capacity.toFixed(1)} measured)`,
      '',
      `Two API replicas (production settings, \`node dist/main.js\` on Node ${process.versions.node}) behind the compose file's API proxy (nginx), PostgreSQL; ${requests.length} requests; warm-up ${args.warmup} min, windows of ${args.window} min; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs at the end.`,
      '',
      renderTable(requests, memory, sizes, intervalMs, durationMs),
      '```',
      ...verdict.lines,
      '```',
      ...(problems.size
        ? ['', 'Errors:', ...[...problems].map(([kind, { n, example }]) => `- ${n} × ${kind}, e.g. \`${example}\``)]
        : []),
      '',
    ].join('\n');
    writeFileSync(args.out, report);
    console.log(
      `\n${report}\nWritten to ${path.resolve(args.out)}; ${verdict.pass ? 'every target met' : 'a target was MISSED'}.`,
    );
    if (!verdict.pass) process.exitCode = 1;
  } finally {
    await stack?.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
