import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { RunningServer, startApi, startRawServer, stop } from './servers';

/**
 * GET /parts throughput of the built API against a raw node:http server answering the same bytes,
 * measured in one run with the same bounded loopback load (autocannon, keep-alive connections).
 * Rounds alternate between the servers so that machine noise hits all alike; the best round counts.
 * A second baseline also sends the API's security and CORS headers, to show what part of the gap
 * is the cost of those headers. The target compares with the bare baseline.
 * Env: BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 32).
 * The API runs as in production: it logs at its default level (one line per request, into a file), and
 * a URL's first answer goes through its guard, query validation and paging; the answers after it come
 * from the prepared catalogue answer while that is current (docs/benchmarks.md, "Catalogue read").
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const minRatio = 0.8;
/** Written by Node for every response; the rest of the API's headers are what a server must send. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** CPU time (user + system, µs) a process has used so far; Linux only (null elsewhere). */
function cpuMicros(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (!pid || !existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 10 ms
}

interface Measure {
  rps: number;
  /** Server CPU per request: unlike req/s, barely moved by the load generator sharing the CPUs. */
  cpuPerRequest: number | null;
}

async function load(server: RunningServer, duration: number): Promise<Measure> {
  const before = cpuMicros(server.child.pid);
  const result = await autocannon({ url: `${server.url}/parts`, connections, pipelining: 1, duration });
  const after = cpuMicros(server.child.pid);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(
      `${server.name}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  const cpuPerRequest = before !== null && after !== null ? (after - before) / result.requests.total : null;
  return { rps: result.requests.average, cpuPerRequest };
}

const micros = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} µs`);

export async function catalogueRead(scratch: string): Promise<BenchResult> {
  const servers: RunningServer[] = [];
  try {
    const api = await startApi({
      dataDir: path.join(scratch, 'pglite'),
      logFile: path.join(scratch, 'catalogue-api.log'),
    });
    servers.push(api);
    await fetch(`${api.url}/parts`); // the first answer warms the catalogue cache
    const sample = await fetch(`${api.url}/parts`);
    const catalogue = await sample.text();
    const apiHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !perConnectionHeaders.has(name)));
    const raw = await startRawServer(catalogue, mkdtempSync(path.join(scratch, 'raw-')));
    const rawWithHeaders = await startRawServer(catalogue, mkdtempSync(path.join(scratch, 'h-')), apiHeaders);
    servers.unshift(raw, rawWithHeaders);
    const parts = (JSON.parse(catalogue) as unknown[]).length;
    console.log(
      `GET /parts: ${parts} parts, ${catalogue.length} bytes, ${Object.keys(apiHeaders).length} API headers; ${connections} connections, ${rounds} rounds of ${seconds}s, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
    );

    for (const server of servers) await load(server, 2); // warm-up (JIT, caches)
    const best = new Map<RunningServer, Measure>(servers.map((s) => [s, { rps: 0, cpuPerRequest: null }]));
    for (let round = 1; round <= rounds; round++) {
      for (const server of servers) {
        const m = await load(server, seconds);
        const b = best.get(server)!;
        best.set(server, {
          rps: Math.max(b.rps, m.rps),
          cpuPerRequest: m.cpuPerRequest === null ? null : Math.min(b.cpuPerRequest ?? Infinity, m.cpuPerRequest),
        });
        console.log(
          `  round ${round}  ${server.name.padEnd(30)} ${Math.round(m.rps).toString().padStart(7)} req/s   server CPU ${micros(m.cpuPerRequest)}/request`,
        );
      }
    }
    const [r, rh, a] = [best.get(raw)!, best.get(rawWithHeaders)!, best.get(api)!];
    const cpu =
      r.cpuPerRequest && a.cpuPerRequest && rh.cpuPerRequest
        ? `; server CPU per request ${micros(a.cpuPerRequest)} vs raw ${micros(r.cpuPerRequest)} (raw + API headers ${micros(rh.cpuPerRequest)})`
        : '';
    return result({
      name: 'catalogue-read',
      value: a.rps,
      unit: 'req/s',
      baseline: r.rps,
      ratio: a.rps / r.rps,
      target: minRatio,
      targetOn: 'ratio',
      note: `GET /parts (${parts} parts, ${catalogue.length} B) vs raw node:http with the same bytes; vs raw + the API's headers ${(a.rps / rh.rps).toFixed(2)}×${cpu}; best of ${rounds} rounds, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`,
    });
  } finally {
    servers.forEach(stop);
  }
}
