import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './bench-result';

/** bench/results.json at the repo root (this file is tools/bench-results/src or dist). */
export const resultsFile = path.join(__dirname, '..', '..', '..', 'bench', 'results.json');

/**
 * Merges `results` into the file by name: entries written by other benchmarks (another package's,
 * e.g. Lighthouse) stay, an entry of the same name is replaced. `retired`: names a benchmark no longer
 * writes (a figure renamed), removed so the file holds no figure that nothing measures any more.
 */
export function mergeResults(results: BenchResult[], file = resultsFile, retired: string[] = []): void {
  const existing: { name: string }[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const byName = new Map(existing.map((r) => [r.name, r]));
  for (const name of retired) byName.delete(name);
  for (const r of results) byName.set(r.name, r);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify([...byName.values()], null, 2)}\n`);
}
