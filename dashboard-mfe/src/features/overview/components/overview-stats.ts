import type { OverviewDay } from '@phoneparts/contracts';

export interface DayPoint extends OverviewDay {
  /** Short label for the chart axis, e.g. "Nov 22". */
  label: string;
}

// The API names each day as YYYY-MM-DD in the admin's zone: read and print it as a calendar date (UTC).
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The API's days (oldest first, days without orders at 0) with an axis label each. */
export function labelDays(days: OverviewDay[]): DayPoint[] {
  return days.map((day) => ({ ...day, label: dayLabel.format(new Date(`${day.day}T00:00:00Z`)) }));
}

/** The browser's time zone, so the overview's "today" is the admin's today. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
