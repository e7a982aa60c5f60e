import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mergeResults, result } from '.';

describe('bench results', () => {
  it('judges a ratio target (higher is better) and a value bound (lower is better)', () => {
    expect(
      result({ name: 'a', value: 900, unit: 'req/s', baseline: 1000, ratio: 0.9, target: 0.8, targetOn: 'ratio' }).pass,
    ).toBe(true);
    expect(
      result({ name: 'a', value: 700, unit: 'req/s', baseline: 1000, ratio: 0.7, target: 0.8, targetOn: 'ratio' }).pass,
    ).toBe(false);
    expect(
      result({ name: 'b', value: 49, unit: 'ms', baseline: null, ratio: null, target: 50, targetOn: 'value' }).pass,
    ).toBe(true);
    expect(
      result({ name: 'b', value: 51, unit: 'ms', baseline: null, ratio: null, target: 50, targetOn: 'value' }).pass,
    ).toBe(false);
    expect(
      result({
        name: 'c',
        value: 1,
        unit: 'ms',
        baseline: null,
        ratio: null,
        target: 50,
        targetOn: 'value',
        pass: false,
      }).pass,
    ).toBe(false);
  });

  it('merges by name: other entries stay, the same name is replaced', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'results.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'lighthouse-storefront', value: 97 },
        { name: 'catalogue-read', value: 1 },
      ]),
    );
    mergeResults(
      [
        result({
          name: 'catalogue-read',
          value: 2,
          unit: 'req/s',
          baseline: 4,
          ratio: 0.5,
          target: 0.8,
          targetOn: 'ratio',
        }),
      ],
      file,
    );
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.map((r: { name: string }) => r.name)).toEqual(['lighthouse-storefront', 'catalogue-read']);
    expect(written[1]).toMatchObject({ value: 2, pass: false });
  });

  it('removes the retired names it is given, keeping every other entry', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'results.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'lighthouse-storefront', value: 97 },
        { name: 'old-name', value: 1 },
      ]),
    );
    const renamed = result({
      name: 'new-name',
      value: 2,
      unit: 'ms',
      baseline: null,
      ratio: null,
      target: 5,
      targetOn: 'value',
    });
    mergeResults([renamed], file, ['old-name', 'never-written']);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.map((r: { name: string }) => r.name)).toEqual(['lighthouse-storefront', 'new-name']);
  });
});
