import { BadRequestException } from '@nestjs/common';
import { maxQuickOrderLines, quickOrderMessages as m } from '@phoneparts/contracts';
import { parseQuickOrder } from './quick-order-parser';

const pairs = (lines: ReturnType<typeof parseQuickOrder>) =>
  lines.map((line) =>
    'malformed' in line ? [line.lineNumber, 'malformed'] : [line.lineNumber, line.sku, line.quantity],
  );

/** How quick order reads pasted text and files (docs/product.md#13-quick-order); the verdicts are the int-spec's. */
describe('parseQuickOrder', () => {
  it('splits pasted lines on spaces, tabs, commas and semicolons, skips blank lines, keeps line numbers', () => {
    const text = 'apl-13-oled 20\r\n\r\n  BAT-7\t\t5 \nCAM-1,3\nGLASS-2 ; 4\rPORT-9,,,2';
    expect(pairs(parseQuickOrder('text', text))).toEqual([
      [1, 'APL-13-OLED', 20],
      [3, 'BAT-7', 5],
      [4, 'CAM-1', 3],
      [5, 'GLASS-2', 4],
      [6, 'PORT-9', 2],
    ]);
  });

  it('reads a header in either format, and a file header may name more columns in any order', () => {
    expect(pairs(parseQuickOrder('text', 'SKU quantity\nA-1 2'))).toEqual([[2, 'A-1', 2]]);
    const file = '\uFEFFName,Qty,Notes,SKU\n"Screen, black",5,,A-1\nBattery,7,"rush",B-2\n';
    expect(pairs(parseQuickOrder('csv', file))).toEqual([
      [2, 'A-1', 5],
      [3, 'B-2', 7],
    ]);
  });

  it('drops the empty cells a spreadsheet leaves at the end of a row, not those in the middle', () => {
    expect(pairs(parseQuickOrder('csv', 'A-1;3;;\nB-2;;4\n'))).toEqual([
      [1, 'A-1', 3],
      [2, 'malformed'],
    ]);
  });

  it('marks malformed lines with the reason: fields, SKU shape, quantity', () => {
    const lines = parseQuickOrder('text', 'A-1\nA-1 2 3\nA/1 2\nA-1 0\nA-1 2.5\nA-1 99999999\nA-1 -4');
    expect(lines.map((line) => ('malformed' in line ? line.malformed : 'fine'))).toEqual([
      m.malformedLine,
      m.malformedLine,
      m.malformedLine,
      m.malformedQuantity('0'),
      m.malformedQuantity('2.5'),
      m.malformedQuantity('99999999'),
      m.malformedQuantity('-4'),
    ]);
  });

  it('refuses what cannot be judged line by line: nothing, too many lines, a broken file', () => {
    const refusal = (format: 'text' | 'csv', content: string) => {
      try {
        parseQuickOrder(format, content);
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequestException);
        return (error as BadRequestException).message;
      }
      throw new Error('not refused');
    };
    expect(refusal('text', ' \n\t\n')).toBe(m.empty);
    expect(refusal('csv', 'sku,quantity\n')).toBe(m.empty);
    const many = Array.from({ length: maxQuickOrderLines + 1 }, (_, i) => `A-${i} 1`).join('\n');
    expect(refusal('text', many)).toBe(m.tooManyLines(maxQuickOrderLines + 1));
    expect(parseQuickOrder('text', `sku qty\n${many.split('\n').slice(1).join('\n')}`)).toHaveLength(
      maxQuickOrderLines,
    );
    expect(refusal('csv', 'A-1,2\n"B-2,3\n')).toMatch(/^This file is not valid CSV \(row 2\): /);
  });
});
