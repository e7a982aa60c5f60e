import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../support/repo-root';
import { median } from './median';

export interface LighthouseFigures {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's own CPU benchmark of the host (higher is faster). Its 4x slowdown assumes a fast
   * desktop, so the same page's TBT grows on a slower or busier host: this tells runs apart.
   */
  benchmarkIndex: number;
  /** Audits that cost points outside performance (what to fix). */
  failedAudits: string[];
}

interface LighthouseJson {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>;
  environment: { benchmarkIndex: number };
  finalDisplayedUrl: string;
}

/**
 * One Lighthouse 12 run (its CLI, mobile preset: simulated slow 4G, 4x CPU slowdown) on the Chromium
 * listening on `port`: a first visit every time. Lighthouse's storage reset empties the HTTP cache and
 * the origin's caches but leaves localStorage, so a token stored there beforehand keeps the page
 * signed in. (`--disable-storage-reset` would keep the token too, but also the cache: every run after
 * the first then measured a repeat visit.)
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const cli = path.join(
    path.dirname(require.resolve('lighthouse/package.json', { paths: [repoRoot] })),
    'cli',
    'index.js',
  );
  const args = [
    cli,
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as LighthouseJson;
  keepReport(url, stdout);
  // A signed-out visit to a signed-in page ends on the sign-in page: its figures would be another page's.
  if (report.finalDisplayedUrl !== url) {
    throw new Error(`Lighthouse measured ${report.finalDisplayedUrl}, not ${url} (was the page redirected?)`);
  }
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    report.categories[category].auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id].scoreDisplayMode === 'binary' && report.audits[ref.id].score === 0,
      )
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue ?? NaN),
    cls: Math.round((report.audits['cumulative-layout-shift'].numericValue ?? NaN) * 1000) / 1000,
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue ?? NaN),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    failedAudits,
  };
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report there (long tasks, bootup, treemap) to find what to fix. */
function keepReport(url: string, json: string) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const name = `${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`;
  fs.writeFileSync(path.join(folder, name), json);
}

/** Each score and metric's median over several runs (one busy moment does not decide), failed audits of any run. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (!runs.length) throw new Error('no Lighthouse run to take the median of');
  const of = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      'best-practices': of((f) => f.scores['best-practices']),
      seo: of((f) => f.scores.seo),
    },
    lcpMs: of((f) => f.lcpMs),
    cls: of((f) => f.cls),
    tbtMs: of((f) => f.tbtMs),
    benchmarkIndex: of((f) => f.benchmarkIndex),
    failedAudits: [...new Set(runs.flatMap((f) => f.failedAudits))],
  };
}
