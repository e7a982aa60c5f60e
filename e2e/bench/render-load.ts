import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { atMost, type BenchResult } from '@phoneparts/bench-results';
import { loadAverageNow } from './host-load';

/** The render server's budget (docs/front-end-performance.md#budgets): p95 per page at 16 requests in flight. */
export const renderBudget = { concurrency: 16, p95Ms: 20 } as const;

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
 * One GET on a kept-alive connection: its time, and whether the answer is a page the server drew (200
 * with the handover state). A fallback answer (the static shell) costs the server nothing and would
 * make the figure look good: it counts as a failure.
 */
function renderOnce(agent: http.Agent, url: URL): Promise<{ ms: number; drawn: boolean }> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          const drawn = res.statusCode === 200 && Buffer.concat(chunks).includes('id="phoneparts-ssr"');
          resolve({ ms, drawn });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * `concurrency` connections, each sending its next request as soon as its answer arrived, until
 * `count` requests were answered: every request's time, and the render server's CPU over the run.
 */
async function closedLoop(url: URL, count: number, concurrency: number, pids: Processes) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let fallbacks = 0;
  let sent = 0;
  const renderBefore = cpuMicros(pids.render);
  const apiBefore = cpuMicros(pids.api);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent++;
        const { ms, drawn } = await renderOnce(agent, url);
        times.push(ms);
        if (!drawn) fallbacks++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const renderAfter = cpuMicros(pids.render);
  const apiAfter = cpuMicros(pids.api);
  agent.destroy();
  times.sort((a, b) => a - b);
  const per = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / 1000 / times.length;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: times.length / seconds,
    fallbacks,
    renderCpuMs: per(renderBefore, renderAfter),
    apiCpuMs: per(apiBefore, apiAfter),
  };
}

const ms = (value: number | null, digits = 1) => (value === null ? 'n/a' : `${value.toFixed(digits)} ms`);

/**
 * The render server's own speed (docs/benchmarks.md): each page asked of the render server directly
 * (no web tier, no shared cache in front: every request is drawn), first one at a time to warm it,
 * then by `renderBudget.concurrency` connections for `count` requests. Judged: the p95; recorded with
 * it, the render server's CPU per render (its process's CPU time over the run divided by the renders)
 * and the API's, which answers the page's reads. Any answer that is not a drawn page fails the figure.
 */
export async function measureRenderServer(
  renderUrl: string,
  targets: RenderTarget[],
  pids: Processes,
  { count = 400, warmup = 30 } = {},
  log: (line: string) => void = console.log,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const target of targets) {
    const url = new URL(target.path, renderUrl);
    const warmAgent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < warmup; i++) await renderOnce(warmAgent, url);
    const alone = await closedLoop(url, 50, 1, pids);
    warmAgent.destroy();
    const loadBefore = loadAverageNow();
    const run = await closedLoop(url, count, renderBudget.concurrency, pids);
    const loadAfter = loadAverageNow();
    const note =
      `${count} requests by ${renderBudget.concurrency} connections to the render server directly (no cache in front); ` +
      `p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, ${run.perSecond.toFixed(0)} pages/s; ` +
      `render server CPU ${ms(run.renderCpuMs, 2)} per render, the API's ${ms(run.apiCpuMs, 2)} (the page's reads); ` +
      `one at a time: p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)}, render CPU ${ms(alone.renderCpuMs, 2)}; ` +
      `1-min load average ${loadBefore} before, ${loadAfter} after, on ${os.cpus().length} shared cores` +
      (run.fallbacks ? `; ${run.fallbacks} answers were not drawn pages` : '');
    const p95 = atMost(
      `render server: ${target.name} p95 at ${renderBudget.concurrency} in flight`,
      Math.round(run.p95 * 10) / 10,
      'ms',
      renderBudget.p95Ms,
      note,
    );
    // Recorded beside the p95 (what a render costs, whatever the queue); no render may cost more CPU than the whole p95 bound.
    const cpu = atMost(
      `render server: ${target.name} CPU per render`,
      run.renderCpuMs === null ? NaN : Math.round(run.renderCpuMs * 100) / 100,
      'ms/render',
      renderBudget.p95Ms,
      note,
    );
    if (run.fallbacks) {
      p95.pass = false;
      cpu.pass = false;
    }
    log(`  ${target.name}: p95 ${ms(run.p95)}, render CPU ${ms(run.renderCpuMs, 2)}/render (load ${loadBefore})`);
    results.push(p95, cpu);
  }
  return results;
}
