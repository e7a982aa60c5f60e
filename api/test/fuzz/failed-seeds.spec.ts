import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedSeeds, keepFailedSeed, runSeed } from './failed-seeds';

describe('the fuzz seeds', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'failed-seeds-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each failing seed once, in a file the next run reads', () => {
    const file = path.join(dir, 'failed-seeds.json');
    expect(failedSeeds(file)).toEqual([]);
    keepFailedSeed({ route: 'POST /myOrders', seed: 42 }, file);
    keepFailedSeed({ route: 'POST /myOrders', seed: 42 }, file);
    keepFailedSeed({ route: 'DELETE /users/:id', seed: 42 }, file);
    expect(failedSeeds(file)).toEqual([
      { route: 'POST /myOrders', seed: 42 },
      { route: 'DELETE /users/:id', seed: 42 },
    ]);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });

  it('replays FUZZ_SEED, refuses a seed that is no integer, and picks a new one otherwise', () => {
    expect(runSeed({ FUZZ_SEED: '1727812556' })).toBe(1727812556);
    expect(() => runSeed({ FUZZ_SEED: 'abc' })).toThrow(/FUZZ_SEED must be an integer/);
    const seed = runSeed({});
    expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
  });

  it('the committed file holds a list the fuzz suite can replay', () => {
    expect(Array.isArray(failedSeeds())).toBe(true);
    for (const kept of failedSeeds()) expect(kept).toEqual({ route: expect.any(String), seed: expect.any(Number) });
  });
});
