/**
 * What the soak records and how it judges it (docs/benchmarks.md, "Soak"). Pure functions over the
 * samples, so the targets are tested on their own (soak-stats.spec.ts).
 */

/** One request: when it ended (ms since the soak's start), which route, how long it took, whether it did what it should. */
export interface RequestSample {
  at: number;
  route: string;
  ms: number;
  ok: boolean;
}

/** A process's resident memory at one moment. */
export interface MemorySample {
  at: number;
  process: string;
  bytes: number;
}

/** The database's size at one moment. */
export interface SizeSample {
  at: number;
  bytes: number;
}

export interface Targets {
  /** Requests that failed, in all. */
  maxErrors: number;
  /** p99 of a route in the last window / in the first window after warm-up. */
  maxP99Ratio: number;
  /** Mean RSS of a process in the last window / in the first window after warm-up. */
  maxRssRatio: number;
}

export const defaultTargets: Targets = { maxErrors: 0, maxP99Ratio: 1.2, maxRssRatio: 1.1 };

/** The windows compared: the first `windowMs` after warm-up against the last `windowMs` of the run. */
export interface Windows {
  warmupMs: number;
  windowMs: number;
  endMs: number;
}

/** Nearest-rank percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const within = <T extends { at: number }>(samples: readonly T[], from: number, to: number) =>
  samples.filter((s) => s.at >= from && s.at < to);

export interface RouteFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

/** p50, p99 (of the requests that succeeded), count and errors per route, for samples in [from, to). */
export function routeFigures(samples: readonly RequestSample[], from: number, to: number): Map<string, RouteFigures> {
  const byRoute = new Map<string, { times: number[]; count: number; errors: number }>();
  for (const s of within(samples, from, to)) {
    const route = byRoute.get(s.route) ?? { times: [], count: 0, errors: 0 };
    route.count++;
    if (s.ok) route.times.push(s.ms);
    else route.errors++;
    byRoute.set(s.route, route);
  }
  const figures = new Map<string, RouteFigures>();
  for (const [route, { times, count, errors }] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    times.sort((a, b) => a - b);
    figures.set(route, { count, errors, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return figures;
}

/** Mean RSS per process for samples in [from, to). */
export function meanMemory(samples: readonly MemorySample[], from: number, to: number): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const s of within(samples, from, to)) {
    const sum = sums.get(s.process) ?? { total: 0, n: 0 };
    sum.total += s.bytes;
    sum.n++;
    sums.set(s.process, sum);
  }
  return new Map([...sums].map(([process, { total, n }]) => [process, total / n]));
}

export interface Verdict {
  pass: boolean;
  /** One line per target and route/process: what was measured and whether it met the target. */
  lines: string[];
}

/**
 * The three targets: no errors at all; each route's p99 in the last window within `maxP99Ratio` of the
 * first window after warm-up; each process's mean RSS likewise within `maxRssRatio`. A route or process
 * missing from either window cannot be compared and fails (the run was too short or it stopped).
 */
export function judge(
  requests: readonly RequestSample[],
  memory: readonly MemorySample[],
  { warmupMs, windowMs, endMs }: Windows,
  targets: Targets = defaultTargets,
): Verdict {
  const lines: string[] = [];
  let pass = true;
  const check = (ok: boolean, line: string) => {
    pass &&= ok;
    lines.push(`${ok ? 'ok  ' : 'MISS'} ${line}`);
  };
  const lastFrom = endMs - windowMs;
  const firstTo = warmupMs + windowMs;
  if (lastFrom < firstTo) check(false, `run too short: warm-up + two windows of ${windowMs / 60_000} min do not fit`);

  const errors = requests.filter((r) => !r.ok).length;
  check(errors <= targets.maxErrors, `errors: ${errors} of ${requests.length} requests (target ${targets.maxErrors})`);

  const first = routeFigures(requests, warmupMs, firstTo);
  const last = routeFigures(requests, lastFrom, endMs);
  for (const route of new Set([...first.keys(), ...last.keys()])) {
    const a = first.get(route)?.p99 ?? NaN;
    const b = last.get(route)?.p99 ?? NaN;
    const ratio = b / a;
    check(
      ratio <= targets.maxP99Ratio,
      `p99 ${route}: ${a.toFixed(1)} → ${b.toFixed(1)} ms (×${ratio.toFixed(2)}, target ≤ ×${targets.maxP99Ratio})`,
    );
  }

  const before = meanMemory(memory, warmupMs, firstTo);
  const after = meanMemory(memory, lastFrom, endMs);
  for (const process of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(process) ?? NaN;
    const b = after.get(process) ?? NaN;
    const ratio = b / a;
    check(
      ratio <= targets.maxRssRatio,
      `RSS ${process}: ${mb(a)} → ${mb(b)} MB (${((ratio - 1) * 100).toFixed(1)} %, target ≤ ${((targets.maxRssRatio - 1) * 100).toFixed(0)} %)`,
    );
  }
  return { pass, lines };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/**
 * The results file: per interval, each route's p50/p99 and request count, each process's RSS (mean
 * over the interval), the database's size at the interval's end and the errors; then the verdict.
 */
export function renderTable(
  requests: readonly RequestSample[],
  memory: readonly MemorySample[],
  sizes: readonly SizeSample[],
  intervalMs: number,
  endMs: number,
): string {
  const intervals: [number, number][] = [];
  for (let from = 0; from < endMs; from += intervalMs) intervals.push([from, Math.min(endMs, from + intervalMs)]);
  const minute = (ms: number) => (ms / 60_000).toFixed(ms % 60_000 === 0 ? 0 : 1);
  const heads = intervals.map(([from, to]) => `${minute(from)}–${minute(to)} min`);
  const perInterval = intervals.map(([from, to]) => routeFigures(requests, from, to));
  const routes = [...new Set(perInterval.flatMap((f) => [...f.keys()]))].sort();

  const latency = [
    `| route (p50 / p99 ms, requests) | ${heads.join(' | ')} |`,
    `| --- | ${heads.map(() => '---').join(' | ')} |`,
    ...routes.map((route) => {
      const cells = perInterval.map((f) => {
        const r = f.get(route);
        return r ? `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} (${r.count})` : '–';
      });
      return `| ${route} | ${cells.join(' | ')} |`;
    }),
  ];

  const processes = [...new Set(memory.map((m) => m.process))].sort();
  const resources = [
    `| interval | requests | errors | ${processes.map((p) => `RSS ${p} MB`).join(' | ')} | database MB |`,
    `| --- | --- | --- | ${processes.map(() => '---').join(' | ')} | --- |`,
    ...intervals.map(([from, to], i) => {
      const inside = within(requests, from, to);
      const rss = meanMemory(memory, from, to);
      const size = within(sizes, from, to).at(-1)?.bytes;
      return `| ${heads[i]} | ${inside.length} | ${inside.filter((r) => !r.ok).length} | ${processes
        .map((p) => (rss.has(p) ? mb(rss.get(p)!) : '–'))
        .join(' | ')} | ${size === undefined ? '–' : mb(size)} |`;
    }),
  ];
  return `${latency.join('\n')}\n\n${resources.join('\n')}\n`;
}
