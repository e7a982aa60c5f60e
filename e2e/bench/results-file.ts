import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/repo-root';

/**
 * One figure of bench/results.json, in the shape of the API benchmarks' entries (api/bench/results.ts):
 * `targetOn: 'value'` — the value must not exceed the target (KB, ms, CLS); `targetOn: 'ratio'` — the
 * ratio must reach it (a Lighthouse score as score/100).
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

export const atMost = (name: string, value: number, unit: string, target: number, note?: string): BenchResult => ({
  name,
  value,
  unit,
  baseline: null,
  ratio: null,
  target,
  targetOn: 'value',
  pass: value <= target,
  note,
});

export const score = (name: string, value: number, target: number, note?: string): BenchResult => ({
  name,
  value,
  unit: 'score',
  baseline: null,
  ratio: value / 100,
  target: target / 100,
  targetOn: 'ratio',
  pass: value >= target,
  note,
});

/** Merges by name, as the API benchmarks do: other benchmarks' entries stay, one of the same name is replaced. */
export function mergeBenchResults(results: BenchResult[], file = path.join(repoRoot, 'bench', 'results.json')): void {
  const existing: Array<{ name: string }> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  const byName = new Map(existing.map((r) => [r.name, r]));
  for (const r of results) byName.set(r.name, r);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify([...byName.values()], null, 2)}\n`);
}

export function printBenchResult(r: BenchResult): void {
  const target = r.targetOn === 'ratio' ? `≥ ${Math.round(r.target * 100)}` : `≤ ${r.target} ${r.unit}`;
  console.log(
    `${r.pass ? 'PASS' : 'FAIL'}  ${r.name}: ${r.value} ${r.unit}; target ${target}${r.note ? ` — ${r.note}` : ''}`,
  );
}
