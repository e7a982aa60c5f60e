import { browserTimeZone, labelDays } from './overview-stats';

describe('labelDays', () => {
  it("labels each of the API's days as its calendar date, whatever the browser's zone", () => {
    expect(
      labelDays([
        { day: '2026-11-30', orders: 3, revenue: 45.5 },
        { day: '2026-12-01', orders: 0, revenue: 0 },
      ]),
    ).toEqual([
      { day: '2026-11-30', label: 'Nov 30', orders: 3, revenue: 45.5 },
      { day: '2026-12-01', label: 'Dec 1', orders: 0, revenue: 0 },
    ]);
  });
});

describe('browserTimeZone', () => {
  it('names a zone the API accepts', () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: browserTimeZone() })).not.toThrow();
  });
});
