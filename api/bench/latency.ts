/** Latency of requests sent one after another (no queueing: what one admin or shopper waits). */
export interface Latency {
  p50: number;
  p95: number;
  maxBytes: number;
  count: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Calls `send(i)` for i in 0..warmup+count-1 and times all but the first `warmup` (JIT, connections);
 * each call answers its byte count. Distinct `i`, so a caller can make every request different.
 * `gapMs` waits (untimed) before each timed call: a single URL then misses a cache of that lifetime.
 */
export async function measureLatency(
  count: number,
  send: (i: number) => Promise<number>,
  warmup = 5,
  gapMs = 0,
): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await send(i);
  const times: number[] = [];
  let maxBytes = 0;
  for (let i = warmup; i < warmup + count; i++) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const start = process.hrtime.bigint();
    maxBytes = Math.max(maxBytes, await send(i));
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), maxBytes, count };
}

/** GETs `url` and answers the body's size; anything but 200 stops the benchmark. */
export async function getBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.toString().slice(0, 200)}`);
  return body.length;
}

/**
 * Two kinds of request timed in turns (`a(i)` and `b(i)` for each i, which one goes first alternating),
 * so that both see the same load: on a shared machine the load moves within seconds, and two series
 * measured one after the other compare the moments more than the requests. Answers `[a, b]`.
 */
export async function measurePairedLatency(
  count: number,
  a: (i: number) => Promise<number>,
  b: (i: number) => Promise<number>,
  warmup = 5,
  gapMs = 0,
): Promise<[Latency, Latency]> {
  const series = [a, b].map(() => ({ times: [] as number[], maxBytes: 0 }));
  const sends = [a, b];
  for (let i = 0; i < warmup + count; i++) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = process.hrtime.bigint();
      const bytes = await sends[k](i);
      if (i < warmup) continue;
      series[k].times.push(Number(process.hrtime.bigint() - start) / 1e6);
      series[k].maxBytes = Math.max(series[k].maxBytes, bytes);
    }
  }
  const [first, second] = series.map(({ times, maxBytes }) => {
    times.sort((x, y) => x - y);
    return { p50: percentile(times, 50), p95: percentile(times, 95), maxBytes, count };
  });
  return [first, second];
}
