import fc from 'fast-check';
import Papa from 'papaparse';
import { csvLines, neutraliseCell, restoreCell } from './formula-guard';

describe('the CSV formula guard', () => {
  it.each(['=1+1', '+44 20', '-5', '@SUM(A1)', '\tx', '\rx', "'=x", "''-x"])('neutralises %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['Screen', '5', "'quoted", 'a=b', ''])('leaves %j as it is', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });

  it('gives back every value it wrote (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', ',', '"', '\n', ' ') });
    fc.assert(fc.property(text, (value) => restoreCell(neutraliseCell(value)) === value));
  });

  it('writes no cell a spreadsheet would run, and CSV that reads back to the values (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', "'", 'a', ',', '"', '\n', ' ', '|') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const parsed = Papa.parse<string[]>(csvLines(rows), { delimiter: ',', skipEmptyLines: false }).data;
        const records = parsed.slice(0, rows.length);
        for (const record of records) for (const written of record) expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
        expect(records.map((r) => r.map(restoreCell))).toEqual(rows);
      }),
    );
  });
});
