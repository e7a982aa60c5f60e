import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/repo-root';

export interface BenchEntry {
  name: string;
  pass: boolean;
  [detail: string]: unknown;
}

/**
 * bench/results.json: one entry per measurement, merged by name, so each benchmark replaces only
 * its own entries and keeps the others'.
 */
export function writeBenchResults(entries: BenchEntry[], file = path.join(repoRoot, 'bench', 'results.json')): void {
  let existing: BenchEntry[] = [];
  if (fs.existsSync(file)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    existing = Array.isArray(parsed) ? (parsed as BenchEntry[]) : (((parsed as { entries?: BenchEntry[] }).entries ?? []) as BenchEntry[]);
  }
  const byName = new Map(existing.map((entry) => [entry.name, entry]));
  for (const entry of entries) byName.set(entry.name, entry);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify([...byName.values()].sort((a, b) => a.name.localeCompare(b.name)), null, 2)}\n`);
}
