import fc from 'fast-check';
import { retryDelaySeconds } from './retry-backoff';

describe('retry back-off of the mail outbox', () => {
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 10, 3600))).toEqual([10, 20, 40, 80, 160]);
  });

  it('never waits longer than the cap, never less than the base, and never less after more failures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 600, max: 86_400 }),
        (attempts, base, max) => {
          const delay = retryDelaySeconds(attempts, base, max);
          expect(Number.isFinite(delay)).toBe(true);
          expect(delay).toBeGreaterThanOrEqual(base);
          expect(delay).toBeLessThanOrEqual(max);
          expect(retryDelaySeconds(attempts + 1, base, max)).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
  });
});
