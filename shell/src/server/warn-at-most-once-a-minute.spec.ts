import { warnAtMostOnceAMinute } from './warn-at-most-once-a-minute';

describe('a warning written at most once a minute', () => {
  it('writes the first, counts the repeats, and writes again a minute later with the count', () => {
    const lines: string[] = [];
    let now = 0;
    const warn = warnAtMostOnceAMinute(
      (line) => lines.push(line),
      () => now,
    );
    warn('remote down');
    now = 30_000;
    warn('remote down');
    warn('remote down');
    expect(lines).toEqual(['remote down']);
    now = 60_000;
    warn('remote down');
    expect(lines).toEqual(['remote down', 'remote down (and 2 more since the last warning)']);
  });
});
