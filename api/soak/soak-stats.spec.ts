import fc from 'fast-check';
import { judge, percentile, renderTable, routeFigures, type MemorySample, type RequestSample } from './soak-stats';

const minute = 60_000;
const windows = { warmupMs: 5 * minute, windowMs: 10 * minute, endMs: 60 * minute };

/** One request per second on each route for the whole hour, `ms(at)` long. */
function steady(routes: string[], ms: (at: number, route: string) => number): RequestSample[] {
  const samples: RequestSample[] = [];
  for (let at = 0; at < windows.endMs; at += 1000)
    for (const route of routes) samples.push({ at, route, ms: ms(at, route), ok: true });
  return samples;
}

/** RSS every 10 s for each process, `bytes(at)`. */
function memory(processes: string[], bytes: (at: number) => number): MemorySample[] {
  const samples: MemorySample[] = [];
  for (let at = 0; at < windows.endMs; at += 10_000)
    for (const process of processes) samples.push({ at, process, bytes: bytes(at) });
  return samples;
}

const flatMemory = memory(['api-1', 'api-2'], () => 200 * 2 ** 20);

describe('soak targets', () => {
  it('nearest-rank percentiles', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 99)).toBe(4);
    expect(percentile([], 99)).toBeNaN();
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1 }),
        fc.integer({ min: 1, max: 100 }),
        (xs, p) => {
          const sorted = [...xs].sort((a, b) => a - b);
          const value = percentile(sorted, p);
          // At least p % of the samples are at or below it, and it is one of them.
          return sorted.includes(value) && sorted.filter((x) => x <= value).length >= (p / 100) * sorted.length;
        },
      ),
    );
  });

  it('passes flat latency and memory with no errors', () => {
    const verdict = judge(
      steady(['GET /parts', 'POST /auth/login'], (at) => 10 + (at % 7)),
      flatMemory,
      windows,
    );
    expect(verdict.lines.filter((l) => l.startsWith('MISS'))).toEqual([]);
    expect(verdict.pass).toBe(true);
  });

  it('misses on a single failed request', () => {
    const requests = steady(['GET /parts'], () => 10);
    requests[1234] = { ...requests[1234], ok: false };
    const verdict = judge(requests, flatMemory, windows);
    expect(verdict.pass).toBe(false);
    expect(verdict.lines).toContainEqual(expect.stringMatching(/^MISS errors: 1 of 3600/));
  });

  it("misses when one route's p99 at the end is more than 1.2 times its p99 after warm-up", () => {
    // Every 50th request of the checkout is slow; in the last 10 minutes it is 25 % slower still.
    const requests = steady(['GET /parts', 'POST /cart/checkout'], (at, route) =>
      route === 'GET /parts' || at % 50_000 !== 0 ? 10 : at >= 50 * minute ? 500 : 400,
    );
    const verdict = judge(requests, flatMemory, windows);
    expect(verdict.pass).toBe(false);
    expect(verdict.lines).toContainEqual(expect.stringMatching(/^MISS p99 POST \/cart\/checkout: 400\.0 → 500\.0 ms/));
    expect(verdict.lines).toContainEqual(expect.stringMatching(/^ok {3}p99 GET \/parts/));
  });

  it('misses when a process grows more than 10 % after warm-up, not for growth during warm-up', () => {
    const requests = steady(['GET /parts'], () => 10);
    // Doubles during warm-up, then flat: fine.
    const warming = memory(['api-1'], (at) => (at < windows.warmupMs ? 100 : 200) * 2 ** 20);
    expect(judge(requests, warming, windows).pass).toBe(true);
    // Grows 15 % over the hour after warm-up: a leak.
    const leaking = memory(
      ['api-1'],
      (at) => 200 * 2 ** 20 * (1 + (0.15 * Math.max(0, at - windows.warmupMs)) / (55 * minute)),
    );
    const verdict = judge(requests, leaking, windows);
    expect(verdict.pass).toBe(false);
    expect(verdict.lines).toContainEqual(expect.stringMatching(/^MISS RSS api-1/));
  });

  it('misses a run too short to hold warm-up and both windows', () => {
    const verdict = judge(
      steady(['GET /parts'], () => 10),
      flatMemory,
      { ...windows, endMs: 20 * minute },
    );
    expect(verdict.pass).toBe(false);
    expect(verdict.lines[0]).toMatch(/^MISS run too short/);
  });

  it('tables every interval: p50/p99 per route, RSS per process, database size, errors', () => {
    const requests = steady(['GET /parts'], () => 10).filter((r) => r.at < 10 * minute);
    const table = renderTable(requests, flatMemory, [{ at: 9 * minute, bytes: 50 * 2 ** 20 }], 5 * minute, 10 * minute);
    expect(table).toContain('| GET /parts | 10.0 / 10.0 (300) | 10.0 / 10.0 (300) |');
    expect(table).toContain('| 5–10 min | 300 | 0 | 200.0 | 200.0 | 50.0 |');
    expect(routeFigures(requests, 0, minute).get('GET /parts')).toEqual({ count: 60, errors: 0, p50: 10, p99: 10 });
  });
});
