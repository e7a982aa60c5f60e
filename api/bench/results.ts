import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One figure of `bench/results.json` (repo root). `target` is checked against `ratio` when the
 * benchmark compares with a baseline measured in the same run (`targetOn: 'ratio'`, higher is
 * better), or against `value` when the issue sets an absolute bound (`targetOn: 'value'`, `value`
 * must not exceed it: latency, size). `note` says what else a reader should know (load, contention).
 */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target: number;
  targetOn: 'ratio' | 'value';
  pass: boolean;
  note?: string;
}

export const resultsFile = path.join(__dirname, '..', '..', 'bench', 'results.json');

/** A result whose pass is computed from its target. */
export function result(r: Omit<BenchResult, 'pass'> & { pass?: boolean }): BenchResult {
  const met = r.targetOn === 'ratio' ? (r.ratio ?? 0) >= r.target : r.value <= r.target;
  return { ...r, pass: met && r.pass !== false };
}

/**
 * Merges `results` into the file by name: entries written by other benchmarks (another package's,
 * e.g. Lighthouse) stay, an entry of the same name is replaced.
 */
export function mergeResults(results: BenchResult[], file = resultsFile): void {
  const existing: { name: string }[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const byName = new Map(existing.map((r) => [r.name, r]));
  for (const r of results) byName.set(r.name, r);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify([...byName.values()], null, 2)}\n`);
}

export function printResult(r: BenchResult): void {
  const figure = `${round(r.value)} ${r.unit}`;
  const against =
    r.baseline === null ? '' : ` vs baseline ${round(r.baseline)} ${r.unit} (ratio ${r.ratio?.toFixed(2)})`;
  const target = r.targetOn === 'ratio' ? `ratio ≥ ${r.target}` : `≤ ${r.target} ${r.unit}`;
  console.log(
    `${r.pass ? 'PASS' : 'FAIL'}  ${r.name}: ${figure}${against}; target ${target}${r.note ? ` — ${r.note}` : ''}`,
  );
}

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toString() : n.toFixed(2));
