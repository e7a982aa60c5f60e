import os from 'node:os';
import type { Browser } from 'playwright-core';

/** The host's speed while a figure was taken: timings under CPU throttling follow it. */
export interface HostLoad {
  /** 1-minute load average. */
  loadAverage: number;
  /** The CPU benchmark index of Lighthouse's formula, measured in Chromium (higher is faster). */
  benchmarkIndex: number;
}

/**
 * Below this index the host is slower than the machines Lighthouse's 4x slowdown is calibrated for:
 * Lighthouse itself warns that its throttled figures are then unreliable.
 */
export const slowHostBenchmarkIndex = 1000;

export const loadAverageNow = () => Math.round(os.loadavg()[0] * 100) / 100;

/** More runnable work than cores, or a slow CPU: figures of such a run are reported, not judged. */
export function isBusy(loads: HostLoad[]): boolean {
  const cores = os.cpus().length;
  return loads.some((load) => load.loadAverage > cores || load.benchmarkIndex < slowHostBenchmarkIndex);
}

/** The load average and benchmark index of each run, for an entry's note. */
export function describeLoads(loads: HostLoad[]): string {
  return (
    `1-min load average before each run: ${loads.map((l) => l.loadAverage).join(', ')} on ${os.cpus().length} ` +
    `shared cores; CPU benchmark index ${loads.map((l) => l.benchmarkIndex).join(', ')}` +
    (isBusy(loads) ? '; busy host: reported, not judged' : '')
  );
}

/**
 * The same probe Lighthouse runs before a page (its `computeBenchmarkIndex`): half a second building
 * strings (garbage-collector bound) and half a second copying arrays, each as iterations per second / 10,
 * averaged. Run unthrottled in a blank page of the bench's Chromium, just before each measured load.
 */
export async function measureHostLoad(browser: Browser): Promise<HostLoad> {
  const loadAverage = loadAverageNow();
  const page = await browser.newPage();
  try {
    const benchmarkIndex = await page.evaluate(() => {
      const perSecond = (loop: () => void, every = 1) => {
        const start = Date.now();
        let iterations = 0;
        while (iterations % every !== 0 || Date.now() - start < 500) {
          loop();
          iterations++;
        }
        return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
      };
      const strings = perSecond(() => {
        let s = '';
        for (let j = 0; j < 10000; j++) s += 'a';
        if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
      });
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
      let flip = 0;
      const copies = perSecond(() => {
        const [src, tgt] = flip++ % 2 === 0 ? [a, b] : [b, a];
        for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      }, 10);
      return Math.round((strings + copies) / 2);
    });
    return { loadAverage, benchmarkIndex };
  } finally {
    await page.close();
  }
}
