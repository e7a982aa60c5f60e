import { notFoundPage, sitePages } from './site-map';

/**
 * Core Web Vitals as real visits measure them
 * (docs/front-end-performance.md#field-data-core-web-vitals-of-real-visits): the shell sends one beacon per sampled
 * visit, the API keeps it for a week and the admin overview shows the 75th percentile per page, as
 * field data is judged. A beacon names the page by its route pattern only (`/purchase/:id`): no
 * ids, no query strings, nothing about the visitor.
 */
export const webVitalNames = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** web.dev's thresholds: at most `good` is good, above `poor` is poor, in between needs improvement. */
export const webVitalThresholds: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function webVitalRating(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = webVitalThresholds[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The pages a beacon may name: every route pattern of the site map, and the 404's `*`. */
export const webVitalPages = [...new Set([...sitePages.map((page) => page.path), notFoundPage.path])] as [
  string,
  ...string[],
];

/** The network a visit reported (Network Information API's effectiveType), where the browser tells it. */
export const webVitalConnections = ['slow-2g', '2g', '3g', '4g'] as const;

/** A beacon is a few dozen bytes; the API refuses bodies above this before reading them. */
export const webVitalsMaxBodyBytes = 1024;

/**
 * Upper bounds of a plausible value: a minute for LCP and INP (milliseconds), and 10 for CLS, whose
 * sum of shifts has no hard ceiling but is far below it on any real page.
 */
export const webVitalMaxima: Record<WebVitalName, number> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/** The 75th percentile of one metric on one page over the window, and how many visits it rests on. */
export interface WebVitalFigure {
  /** null when no visit of the window reported this metric. */
  p75: number | null;
  samples: number;
}

/** GET /admin/web-vitals: one row per page visited in the window, pages in route order. */
export interface WebVitalsSummary {
  days: number;
  pages: Array<{ page: string } & Record<WebVitalName, WebVitalFigure>>;
}

/** The window the admin overview judges, as field tools (CrUX) judge a rolling window. */
export const webVitalsWindowDays = 7;
