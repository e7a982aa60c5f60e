import { webVitalPages, webVitalRating } from './web-vitals';

describe('web vitals in the contract', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('rates %s %d as %s (web.dev thresholds)', (name, value, rating) =>
    expect(webVitalRating(name, value)).toBe(rating),
  );

  it('knows every page as its route pattern, and no concrete path', () => {
    expect(webVitalPages).toEqual(expect.arrayContaining(['/', '/purchase/:id', '/dashboard/orders/:id', '*']));
    expect(webVitalPages.every((page) => !/[?#]/.test(page))).toBe(true);
  });
});
