import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RunningServer, startApi, startRawServer, stop } from './servers';

/**
 * GET /parts throughput of the built API against a raw node:http server answering the same bytes,
 * measured in one run with the same bounded loopback load (autocannon, keep-alive connections).
 * Rounds alternate between the servers so that machine noise hits all alike; the best round counts.
 * A second baseline also sends the API's security and CORS headers, to show what part of the gap
 * is the cost of those headers. The target compares with the bare baseline.
 * Env: BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 32),
 * BENCH_MIN_RATIO (default 0.8; exit code 1 below it).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const minRatio = Number(process.env.BENCH_MIN_RATIO ?? 0.8);
const apiDir = path.join(__dirname, '..');
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
  if (failures > 0) throw new Error(`${server.name}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  const cpuPerRequest = before !== null && after !== null ? (after - before) / result.requests.total : null;
  return { rps: result.requests.average, cpuPerRequest };
}

const micros = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} µs`);

async function main() {
  console.log('Building the API (tsc)…');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(apiDir, 'tsconfig.build.json')], { stdio: 'inherit' });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'phoneparts-bench-'));
  const servers: RunningServer[] = [];
  try {
    const api = await startApi(path.join(scratch, 'pglite'));
    servers.push(api);
    await fetch(`${api.url}/parts`); // the first answer warms the catalogue cache
    const sample = await fetch(`${api.url}/parts`);
    const catalogue = await sample.text();
    const apiHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !perConnectionHeaders.has(name)));
    const raw = await startRawServer(catalogue, path.join(scratch));
    const rawWithHeaders = await startRawServer(catalogue, mkdtempSync(path.join(scratch, 'h-')), apiHeaders);
    servers.unshift(raw, rawWithHeaders);
    const parts = (JSON.parse(catalogue) as unknown[]).length;
    console.log(`GET /parts: ${parts} parts, ${catalogue.length} bytes, ${Object.keys(apiHeaders).length} API headers; ${connections} connections, ${rounds} rounds of ${seconds}s, Node ${process.version}, ${os.cpus().length} CPUs`);

    for (const server of servers) await load(server, 2); // warm-up (JIT, caches)
    const best = new Map<RunningServer, Measure>(servers.map((s) => [s, { rps: 0, cpuPerRequest: null }]));
    for (let round = 1; round <= rounds; round++) {
      for (const server of servers) {
        const m = await load(server, seconds);
        const b = best.get(server)!;
        best.set(server, { rps: Math.max(b.rps, m.rps), cpuPerRequest: m.cpuPerRequest === null ? null : Math.min(b.cpuPerRequest ?? Infinity, m.cpuPerRequest) });
        console.log(`  round ${round}  ${server.name.padEnd(30)} ${Math.round(m.rps).toString().padStart(7)} req/s   server CPU ${micros(m.cpuPerRequest)}/request`);
      }
    }
    const [r, rh, a] = [best.get(raw)!, best.get(rawWithHeaders)!, best.get(api)!];
    const ratio = a.rps / r.rps;
    console.log('\nbest round of each:');
    for (const server of servers) console.log(`  ${server.name.padEnd(30)} ${Math.round(best.get(server)!.rps).toString().padStart(7)} req/s   server CPU ${micros(best.get(server)!.cpuPerRequest)}/request`);
    console.log(`API / raw node:http:                 ${ratio.toFixed(2)}× req/s (target ≥ ${minRatio}×)`);
    console.log(`API / raw node:http + API headers:   ${(a.rps / rh.rps).toFixed(2)}× req/s`);
    if (r.cpuPerRequest && a.cpuPerRequest && rh.cpuPerRequest) {
      console.log(`CPU efficiency vs raw: ${(r.cpuPerRequest / a.cpuPerRequest).toFixed(2)}×, vs raw + API headers: ${(rh.cpuPerRequest / a.cpuPerRequest).toFixed(2)}×`);
    }
    if (ratio < minRatio) process.exitCode = 1;
  } finally {
    servers.forEach(stop);
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
