import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A fuzz run that once failed: replayed on every run, before the run's own seed. */
export interface FailedSeed {
  /** The route, as `METHOD /path` (routeKey). */
  route: string;
  seed: number;
}

/** Committed with the repository: every seed that ever failed stays a regression case. */
export const failedSeedsFile = path.join(__dirname, 'failed-seeds.json');

export function failedSeeds(file = failedSeedsFile): FailedSeed[] {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as FailedSeed[];
}

/** Adds a failing seed to the file (once), so the next run and every run after it replays it. */
export function keepFailedSeed(failed: FailedSeed, file = failedSeedsFile): void {
  const kept = failedSeeds(file);
  if (kept.some((k) => k.route === failed.route && k.seed === failed.seed)) return;
  writeFileSync(file, `${JSON.stringify([...kept, failed], null, 2)}\n`);
}

/**
 * The run's seed: FUZZ_SEED to replay one, else a new one per run, so successive pushes try different
 * inputs with the same number of runs each.
 */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  if (env.FUZZ_SEED !== undefined) {
    const seed = Number(env.FUZZ_SEED);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${env.FUZZ_SEED}"`);
    return seed;
  }
  return Math.floor(Math.random() * 0x7fffffff);
}
