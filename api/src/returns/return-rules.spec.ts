import { returnMessages as m } from '@phoneparts/contracts';
import { type RequestedLine, returnProblem } from './return-rules';

const shippedAt = new Date('2026-03-01T12:00:00Z');
const line: RequestedLine = { name: 'Pixel 8 battery', quantity: 2, shipped: 5, alreadyReturned: 0, warrantyDays: 90 };
const at = (days: number) => new Date(shippedAt.getTime() + days * 24 * 60 * 60 * 1000);
const ask = (over: Partial<Parameters<typeof returnProblem>[0]>) =>
  returnProblem({
    reason: 'wrong_part',
    lines: [line],
    shippedAt,
    warrantyFrom: shippedAt,
    windowDays: 30,
    now: at(1),
    ...over,
  });

describe('return rules', () => {
  it('accepts any reason within the window, to its last moment', () => {
    expect(ask({})).toBeNull();
    expect(ask({ now: at(30) })).toBeNull();
  });

  it('closes the window after its days, except for a defective part under warranty', () => {
    expect(ask({ now: at(31) })).toBe(m.windowClosed(30));
    expect(ask({ now: at(31), reason: 'defective' })).toBeNull();
    expect(ask({ now: at(91), reason: 'defective' })).toBe(m.warrantyOver('Pixel 8 battery'));
    const short = { ...line, name: 'Cable', warrantyDays: 10 };
    expect(ask({ now: at(31), reason: 'defective', lines: [line, short] })).toBe(m.warrantyOver('Cable'));
  });

  it('never takes back more units than shipped, counting the other returns', () => {
    expect(ask({ lines: [{ ...line, quantity: 5 }] })).toBeNull();
    expect(ask({ lines: [{ ...line, quantity: 6 }] })).toBe(m.tooManyUnits('Pixel 8 battery', 5));
    expect(ask({ lines: [{ ...line, alreadyReturned: 4 }] })).toBe(m.tooManyUnits('Pixel 8 battery', 1));
    expect(ask({ lines: [{ ...line, alreadyReturned: 5 }] })).toBe(m.tooManyUnits('Pixel 8 battery', 0));
  });
});
