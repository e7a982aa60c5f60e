import type { BenchResult } from './bench-result';

/** One line per figure: PASS/FAIL, the figure, the baseline it was compared with, the target. */
export function printResult(r: BenchResult): void {
  const figure = `${round(r.value)} ${r.unit}`;
  const ratio = r.ratio === null ? '' : ` (ratio ${r.ratio.toFixed(2)})`;
  const against = r.baseline === null ? '' : ` vs baseline ${round(r.baseline)} ${r.unit}${ratio}`;
  console.log(
    `${r.pass ? 'PASS' : 'FAIL'}  ${r.name}: ${figure}${against}; target ${targetOf(r)}${r.note ? ` — ${r.note}` : ''}`,
  );
}

function targetOf(r: BenchResult): string {
  if (r.targetOn === 'value') return `≤ ${r.target} ${r.unit}`;
  // A score is stored as a ratio of 100; it reads as the score it must reach.
  return r.unit === 'score' ? `≥ ${Math.round(r.target * 100)}` : `ratio ≥ ${r.target}`;
}

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toString() : n.toFixed(2));
