import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders under api/src depend on each other one way only (e.g. payments → orders → payment-providers):
 * a cycle between folders means neither can be read, tested or moved without the other. Lint rules see
 * one import at a time, so this reads every production file's relative imports and looks for a loop.
 */
const src = path.join(__dirname, '..', 'src');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return /\.ts$/.test(entry.name) && !/spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Top folder under src of a file, or null for the composition roots at the top (main.ts, app.*.ts). */
const folderOf = (file: string): string | null => {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
};

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productionFiles(src)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every loop, each written from its alphabetically first folder (so each is found once). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.push([...trail, start].join(' → '));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const folder of [...graph.keys()].sort()) walk(folder, folder, [folder]);
  return found;
}

describe('folders under api/src', () => {
  it('import each other one way only (no cycles)', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['orders'])],
    ]);
    expect(cycles(graph)).toEqual(['orders → payments → orders']);
  });
});
