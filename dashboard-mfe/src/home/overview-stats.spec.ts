import { chartDays } from './overview-stats';

const today = new Date(Date.UTC(2026, 10, 22, 15, 0));

describe('chartDays', () => {
  it('gives one point per day, oldest first, with days the API left out at zero', () => {
    const perDay = [
      { day: '2026-11-20', orders: 3, revenue: 45.5 },
      { day: '2026-11-22', orders: 1, revenue: 0 },
      // Older than the chart: not shown.
      { day: '2026-10-01', orders: 9, revenue: 90 },
    ];
    expect(chartDays(perDay, { days: 3, today })).toEqual([
      { day: '2026-11-20', label: 'Nov 20', orders: 3, revenue: 45.5 },
      { day: '2026-11-21', label: 'Nov 21', orders: 0, revenue: 0 },
      { day: '2026-11-22', label: 'Nov 22', orders: 1, revenue: 0 },
    ]);
  });

  it('crosses a month end', () => {
    const points = chartDays([], { days: 3, today: new Date(Date.UTC(2026, 11, 1, 0, 30)) });
    expect(points.map((p) => p.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
