import type { AdminOverview } from '@phoneparts/contracts';

export interface DayPoint {
  /** Calendar day, YYYY-MM-DD. */
  day: string;
  /** Short label for the chart axis, e.g. "Nov 22". */
  label: string;
  orders: number;
  /** Dollars from paid and shipped orders placed that day. */
  revenue: number;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * One chart point for each of the last `days` days up to `today` (UTC, as the API groups them), oldest
 * first: the API's figures where it has some, 0 for a day without orders (SQL answers only those with).
 */
export function chartDays(perDay: AdminOverview['perDay'], { days, today }: { days: number; today: Date }): DayPoint[] {
  const byDay = new Map(perDay.map((point) => [point.day, point]));
  const points: DayPoint[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    const day = date.toISOString().slice(0, 10);
    const figures = byDay.get(day);
    points.push({ day, label: dayLabel.format(date), orders: figures?.orders ?? 0, revenue: figures?.revenue ?? 0 });
  }
  return points;
}
