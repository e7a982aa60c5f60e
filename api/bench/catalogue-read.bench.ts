import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { startApiProxy } from '../test/replicas/api-proxy';
import { perUnit, processCpuMicros, showMicros } from './cpu';
import { RunningServer, startApi, startRawServer, stop } from './servers';

/**
 * GET /parts through Fastify's own route (guard, query validation, paging headers, the answer cache's
 * bytes and ETag), 32 keep-alive connections (autocannon): p99 latency and the API's CPU per request,
 * the API alone and behind the compose file's proxy (real nginx with its catalogue microcache). A raw
 * node:http server answering the same bytes (once bare, once with the API's headers) runs beside them
 * as a reference line, not a target. Rounds alternate between the servers so machine noise hits all
 * alike; each figure is the median of the rounds, and the spread (min–max) is in the note.
 * Env: BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 32).
 * The API logs at its default level (one line per request, into a file), as in production.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const targets = { p99Ms: 10, apiCpuMicros: 120 };
/** Written by Node for every response; the rest of the API's headers are what a server must send. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Target {
  name: string;
  url: string;
  /** The process whose CPU counts (the API's, also behind the proxy). */
  pid: number | undefined;
}

interface Measure {
  rps: number;
  p99: number;
  cpuPerRequest: number | null;
}

async function load(target: Target, duration: number): Promise<Measure> {
  const before = processCpuMicros(target.pid);
  const run = await autocannon({ url: `${target.url}/parts`, connections, pipelining: 1, duration });
  const after = processCpuMicros(target.pid);
  const failures = run.non2xx + run.errors + run.timeouts;
  if (failures > 0)
    throw new Error(
      `${target.name}: ${failures} failed requests (non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts})`,
    );
  const cpu = before !== null && after !== null ? after - before : null;
  return { rps: run.requests.average, p99: run.latency.p99, cpuPerRequest: perUnit(cpu, run.requests.total) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], digits = 1) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

export async function catalogueRead(scratch: string): Promise<BenchResult[]> {
  const servers: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof startApiProxy>> | undefined;
  try {
    const api = await startApi({
      dataDir: path.join(scratch, 'pglite'),
      logFile: path.join(scratch, 'catalogue-api.log'),
    });
    servers.push(api);
    const sample = await fetch(`${api.url}/parts`);
    const catalogue = await sample.text();
    const apiHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !perConnectionHeaders.has(name)));
    const raw = await startRawServer(catalogue, mkdtempSync(path.join(scratch, 'raw-')));
    const rawWithHeaders = await startRawServer(catalogue, mkdtempSync(path.join(scratch, 'h-')), apiHeaders);
    servers.push(raw, rawWithHeaders);
    proxy = await startApiProxy([api.url]);
    const targetsList: Target[] = [
      { name: 'API (Fastify route)', url: api.url, pid: api.child.pid },
      { name: 'API behind nginx microcache', url: proxy.url, pid: api.child.pid },
      { name: raw.name, url: raw.url, pid: raw.child.pid },
      { name: rawWithHeaders.name, url: rawWithHeaders.url, pid: rawWithHeaders.child.pid },
    ];
    const parts = (JSON.parse(catalogue) as unknown[]).length;
    console.log(
      `GET /parts: ${parts} parts, ${catalogue.length} bytes, ${Object.keys(apiHeaders).length} API headers; ${connections} connections, ${rounds} rounds of ${seconds}s, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
    );

    for (const target of targetsList) await load(target, 2); // warm-up (JIT, caches)
    const measured = new Map<Target, Measure[]>(targetsList.map((t) => [t, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const target of targetsList) {
        const m = await load(target, seconds);
        measured.get(target)!.push(m);
        console.log(
          `  round ${round}  ${target.name.padEnd(32)} ${Math.round(m.rps).toString().padStart(7)} req/s  p99 ${m.p99} ms  CPU ${showMicros(m.cpuPerRequest)}/request`,
        );
      }
    }
    const figures = (target: Target) => {
      const all = measured.get(target)!;
      const cpu = all.map((m) => m.cpuPerRequest).filter((c): c is number => c !== null);
      return {
        rps: median(all.map((m) => m.rps)),
        p99: median(all.map((m) => m.p99)),
        cpu: cpu.length > 0 ? median(cpu) : null,
        spread: `p99 ${spread(
          all.map((m) => m.p99),
          0,
        )} ms, ${spread(
          all.map((m) => m.rps),
          0,
        )} req/s${cpu.length > 0 ? `, CPU ${spread(cpu)} µs` : ''}`,
      };
    };
    const [alone, behindProxy, bare, withHeaders] = targetsList.map(figures);
    const load1 = os.loadavg()[0].toFixed(1);
    const reference = `reference (no target): raw node:http ${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms, ${showMicros(bare.cpu)}/request; with the API's headers ${Math.round(withHeaders.rps)} req/s, ${showMicros(withHeaders.cpu)}/request`;
    const common = `GET /parts (${parts} parts, ${catalogue.length} B), ${connections} connections, median of ${rounds} rounds of ${seconds}s`;
    return [
      result({
        name: 'catalogue-read-p99',
        value: alone.p99,
        unit: 'ms',
        baseline: bare.p99,
        ratio: null,
        target: targets.p99Ms,
        targetOn: 'value',
        note: `${common}: the API alone, ${Math.round(alone.rps)} req/s (spread ${alone.spread}); ${reference}; load average ${load1} on ${os.cpus().length} shared CPUs`,
      }),
      result({
        name: 'catalogue-read-api-cpu',
        value: alone.cpu ?? Infinity,
        unit: 'µs/request',
        baseline: bare.cpu,
        ratio: null,
        target: targets.apiCpuMicros,
        targetOn: 'value',
        note: `${common}: the API process's CPU (user + system, /proc; PGlite runs inside it) per request; spread ${alone.spread}; baseline = raw node:http`,
      }),
      result({
        name: 'catalogue-read-proxy-p99',
        value: behindProxy.p99,
        unit: 'ms',
        baseline: alone.p99,
        ratio: null,
        target: targets.p99Ms,
        targetOn: 'value',
        note: `${common}: through docker/api-proxy/nginx.conf (real nginx, microcache), ${Math.round(behindProxy.rps)} req/s; API CPU ${showMicros(behindProxy.cpu)}/request (nginx's own CPU not counted); spread ${behindProxy.spread}; baseline = the API alone`,
      }),
    ];
  } finally {
    await proxy?.stop();
    servers.forEach(stop);
  }
}
