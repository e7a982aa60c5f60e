import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { atMost, result, type BenchResult } from '@phoneparts/bench-results';
import { loadAverageNow } from './host-load';

/**
 * The budget of the public pages (docs/front-end-performance.md#budgets): p95 per page at 16 requests
 * in flight as a visitor gets it, through the web tier, and the render server's CPU per render.
 */
export const renderBudget = { concurrency: 16, p95Ms: 20, cpuPerRenderMs: 20 } as const;

/**
 * How long the run through the web tier lasts at least: more than twice the 5 s a shared cache keeps a
 * page (shell/src/server/cache-policy.ts), so it holds the render server drawing pages again.
 */
const cachedRunSeconds = 12;

/** Earlier names of these figures, no longer written (the p95 asked directly is now the baseline). */
export const retiredRenderFigures = (targets: RenderTarget[]) =>
  targets.map((target) => `render server: ${target.name} p95 at ${renderBudget.concurrency} in flight`);

export interface RenderTarget {
  /** The figure's name, e.g. "part page". */
  name: string;
  path: string;
}

interface Processes {
  /** The render server's process id. */
  render: number | undefined;
  /** The API's (the page's reads), for the note. */
  api: number | undefined;
}

/** CPU time (user + system, µs) a process has used so far, from /proc. */
function cpuMicros(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * One GET on a kept-alive connection: its time, whether the answer is a page the server drew (200
 * with the handover state; from the web tier's cache too) and the web tier's cache status. A fallback
 * answer (the static shell) costs the server nothing and would make the figure look good: it counts
 * as a failure. Asked as a browser asks (compressed), so the figure includes the compression a visitor's
 * page costs.
 */
function renderOnce(agent: http.Agent, url: URL): Promise<{ ms: number; drawn: boolean; cache: string }> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          const drawn =
            res.statusCode === 200 &&
            decoded(Buffer.concat(chunks), res.headers['content-encoding']).includes('id="phoneparts-ssr"');
          const cache = res.headers['x-cache-status'];
          resolve({ ms, drawn, cache: typeof cache === 'string' ? cache : 'none' });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A body as its Content-Encoding says it was sent. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * `concurrency` connections, each sending its next request as soon as its answer arrived, until
 * `count` requests were answered and `minSeconds` have passed: every request's time, the web tier's
 * cache statuses, and the render server's (and the API's) CPU over the run.
 */
async function closedLoop(url: URL, count: number, concurrency: number, pids: Processes, minSeconds = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  const cacheStatuses = new Map<string, number>();
  let fallbacks = 0;
  let sent = 0;
  const renderBefore = cpuMicros(pids.render);
  const apiBefore = cpuMicros(pids.api);
  const started = process.hrtime.bigint();
  const until = Date.now() + minSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count || Date.now() < until) {
        sent++;
        const { ms, drawn, cache } = await renderOnce(agent, url);
        times.push(ms);
        cacheStatuses.set(cache, (cacheStatuses.get(cache) ?? 0) + 1);
        if (!drawn) fallbacks++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const renderAfter = cpuMicros(pids.render);
  const apiAfter = cpuMicros(pids.api);
  agent.destroy();
  times.sort((a, b) => a - b);
  const spent = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / 1000;
  const per = (ms: number | null) => (ms === null ? null : ms / times.length);
  const renderCpuTotalMs = spent(renderBefore, renderAfter);
  return {
    requests: times.length,
    seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: times.length / seconds,
    fallbacks,
    cacheStatuses,
    renderCpuTotalMs,
    renderCpuMs: per(renderCpuTotalMs),
    apiCpuMs: per(spent(apiBefore, apiAfter)),
  };
}

/**
 * The requests nginx sent on to the render server, from its cache statuses: a MISS, BYPASS or EXPIRED
 * answer was drawn for that request, a STALE one started a refresh in the background (or the render
 * server failed and the kept page stood in); HIT and UPDATING answers came from the cache alone.
 */
export function requestsPassedOn(cacheStatuses: Map<string, number>): number {
  return ['MISS', 'BYPASS', 'EXPIRED', 'STALE', 'REVALIDATED'].reduce((sum, s) => sum + (cacheStatuses.get(s) ?? 0), 0);
}

const describeStatuses = (cacheStatuses: Map<string, number>) =>
  [...cacheStatuses]
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');

const ms = (value: number | null, digits = 1) => (value === null ? 'n/a' : `${value.toFixed(digits)} ms`);

/** Where the pages are asked: the render server itself, and the web tier in front of it (nginx). */
export interface RenderTiers {
  renderUrl: string;
  webTierUrl: string;
}

/**
 * The public pages' speed (docs/front-end-performance.md#budgets), each page in turn:
 * - through the web tier a visitor's request goes through (real nginx on the production conf, its page
 *   cache honouring the render server's s-maxage and stale-while-revalidate) by
 *   `renderBudget.concurrency` connections for at least `count` requests and `cachedRunSeconds`, warm:
 *   judged, the p95. The note counts the requests nginx passed on to the render server and the render
 *   server's CPU over the run, so the figure says how much of it the cache answered;
 * - the render server asked directly (no cache: every request is drawn), first one at a time to warm
 *   it, then by the same connections for `count` requests: its p95 is the baseline, its CPU per render
 *   (its process's CPU time over the run divided by the renders) judged, the API's in the note.
 * Any answer that is not a drawn page (a fallback, the static shell) fails the page's figures.
 */
export async function measureRenderServer(
  { renderUrl, webTierUrl }: RenderTiers,
  targets: RenderTarget[],
  pids: Processes,
  { count = 400, warmup = 30 } = {},
  log: (line: string) => void = console.log,
): Promise<{ results: BenchResult[]; reportedOnly: string[] }> {
  const results: BenchResult[] = [];
  const reportedOnly: string[] = [];
  const loads: number[] = [];
  const load = () => {
    const now = loadAverageNow();
    loads.push(now);
    return `1-min load average ${now}`;
  };
  for (const target of targets) {
    const direct = new URL(target.path, renderUrl);
    const warmAgent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < warmup; i++) await renderOnce(warmAgent, direct);
    const alone = await closedLoop(direct, 50, 1, pids);
    warmAgent.destroy();
    const loadBefore = load();
    const run = await closedLoop(direct, count, renderBudget.concurrency, pids);
    const loadAfterDirect = load();

    const throughWebTier = new URL(target.path, webTierUrl);
    // The page kept by the cache, as it is once its first visitor came.
    const firstVisitor = new http.Agent();
    await renderOnce(firstVisitor, throughWebTier);
    firstVisitor.destroy();
    const cached = await closedLoop(throughWebTier, count, renderBudget.concurrency, pids, cachedRunSeconds);
    const loadAfter = load();
    const passedOn = requestsPassedOn(cached.cacheStatuses);

    const directLine =
      `asked directly (no cache, every request drawn): ${count} requests by ${renderBudget.concurrency} connections, ` +
      `p50 ${ms(run.p50)}, p95 ${ms(run.p95)}, p99 ${ms(run.p99)}, ${run.perSecond.toFixed(0)} pages/s; ` +
      `render server CPU ${ms(run.renderCpuMs, 2)} per render, the API's ${ms(run.apiCpuMs, 2)} (the page's reads); ` +
      `one at a time: p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)}, render CPU ${ms(alone.renderCpuMs, 2)}; ${loadBefore} before, ${loadAfterDirect} after`;
    const cachedLine =
      `through the web tier (nginx-conf.js --render, real nginx, its page cache warm): ${cached.requests} requests ` +
      `in ${cached.seconds.toFixed(1)} s by ${renderBudget.concurrency} connections, p50 ${ms(cached.p50)}, p99 ${ms(cached.p99)}, ` +
      `${cached.perSecond.toFixed(0)} pages/s; cache ${describeStatuses(cached.cacheStatuses)}: ${passedOn} requests passed on to ` +
      `the render server, which spent ${ms(cached.renderCpuTotalMs, 0)} of CPU over the run; ${loadAfter} after`;
    const failures = (label: string, n: number) => (n ? `; ${n} answers ${label} were not drawn pages` : '');
    // The load generator, nginx and the render server share the host's cores: timings taken while
    // more work than cores was runnable follow that work (front-end-performance.md, "Budgets").
    const busy = loads.slice(-3).some((l) => l > os.cpus().length);
    const note =
      `${cachedLine}; ${directLine}; on ${os.cpus().length} shared cores` +
      failures('through the web tier', cached.fallbacks) +
      failures('asked directly', run.fallbacks) +
      (busy ? '; busy host: the p95 is reported, not judged' : '');

    const p95 = result({
      name: `render: ${target.name} p95 at ${renderBudget.concurrency} in flight through the web tier`,
      value: Math.round(cached.p95 * 10) / 10,
      unit: 'ms',
      baseline: Math.round(run.p95 * 10) / 10,
      ratio: null,
      target: renderBudget.p95Ms,
      targetOn: 'value',
      note,
      pass: cached.fallbacks === 0,
    });
    // What a render costs, whatever the queue or the cache: no render may cost more CPU than the whole p95 bound.
    const cpu = atMost(
      `render server: ${target.name} CPU per render`,
      run.renderCpuMs === null ? NaN : Math.round(run.renderCpuMs * 100) / 100,
      'ms/render',
      renderBudget.cpuPerRenderMs,
      note,
    );
    if (run.fallbacks) cpu.pass = false;
    log(
      `  ${target.name}: p95 ${ms(cached.p95)} through the web tier (${passedOn} of ${cached.requests} requests passed on), ` +
        `${ms(run.p95)} asked directly; render CPU ${ms(run.renderCpuMs, 2)}/render (${loadBefore})`,
    );
    results.push(p95, cpu);
    if (busy && cached.fallbacks === 0) reportedOnly.push(p95.name);
  }
  return { results, reportedOnly };
}
