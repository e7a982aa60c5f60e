/**
 * One figure of `bench/results.json` (repo root). `target` is checked against `ratio` when the
 * benchmark compares with a baseline measured in the same run or is a score (`targetOn: 'ratio'`,
 * higher is better), or against `value` when the issue sets an absolute bound (`targetOn: 'value'`,
 * `value` must not exceed it: latency, size). `note` says what else a reader should know (load, contention).
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

/** A result whose pass is computed from its target (`pass: false` fails it whatever the figure). */
export function result(r: Omit<BenchResult, 'pass'> & { pass?: boolean }): BenchResult {
  const met = r.targetOn === 'ratio' ? (r.ratio ?? 0) >= r.target : r.value <= r.target;
  return { ...r, pass: met && r.pass !== false };
}

/** A figure that must not exceed `target` (KB, ms, CLS). */
export const atMost = (name: string, value: number, unit: string, target: number, note?: string): BenchResult =>
  result({ name, value, unit, baseline: null, ratio: null, target, targetOn: 'value', note });

/** A score out of 100 (Lighthouse) that must reach `target`; stored as ratios (score / 100). */
export const score = (name: string, value: number, target: number, note?: string): BenchResult =>
  result({
    name,
    value,
    unit: 'score',
    baseline: null,
    ratio: value / 100,
    target: target / 100,
    targetOn: 'ratio',
    note,
  });
