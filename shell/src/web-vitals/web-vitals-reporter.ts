import { sitePageFor, webVitalConnections, webVitalMaxima, type WebVitalsBeacon } from '@phoneparts/contracts';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

interface ReporterOptions {
  apiUrl: string;
  /** The path the visit landed on; only its route pattern leaves the browser. */
  landingPath: string;
}

const fields = { LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const;

/**
 * A User Timing mark set once the reporter listens: the reporter loads when the page is idle, so a
 * visit left before this mark sends nothing. Tools (and the browser tests) read it from the
 * performance timeline to know a visit will be reported.
 */
export const reporterListeningMark = 'web-vitals-reporter-listening';

/** Milliseconds to the nearest one, CLS to four decimals; above the API's bound counts as the bound (still poor). */
function rounded(metric: Metric): number {
  const value = Math.min(metric.value, webVitalMaxima[metric.name as keyof typeof fields]);
  return metric.name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

function effectiveConnection(): WebVitalsBeacon['connection'] {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return webVitalConnections.find((known) => known === type);
}

/**
 * Collects the visit's LCP, INP and CLS and sends them in one beacon when the page is first hidden
 * (tab switched, closed, navigated away: the last moment a page is sure to get). No ids, no query,
 * no account: the page's route pattern (`/purchase/:id`), the values, and the connection type.
 */
export function reportWebVitals({ apiUrl, landingPath }: ReporterOptions): void {
  const beacon: Partial<WebVitalsBeacon> = { page: sitePageFor(landingPath).path };
  let sent = false;
  const keep = (metric: Metric) => {
    const field = fields[metric.name as keyof typeof fields];
    if (field) beacon[field] = rounded(metric);
  };
  // Every change is kept, so the beacon has the latest values whenever the page is hidden.
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });

  const send = () => {
    if (sent) return;
    if (beacon.lcp === undefined && beacon.inp === undefined && beacon.cls === undefined) return;
    sent = true;
    const connection = effectiveConnection();
    const body = JSON.stringify(connection ? { ...beacon, connection } : beacon);
    const url = `${apiUrl}/web-vitals`;
    // A string is sent as text/plain: no CORS preflight, which a page being closed would not wait for.
    if (!navigator.sendBeacon?.(url, body)) {
      void fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain' },
      }).catch(() => undefined);
    }
  };
  // On window, bubbling: after web-vitals' own listeners, which run in the capture phase and hand over
  // each metric's final value for the hidden page first.
  // Not on pagehide: on leaving, the browser fires it before visibilitychange, and web-vitals hands
  // over the final values only on the latter (every browser it supports fires that on leaving too).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Loaded because the page was being hidden: that event has passed, so send what the buffered entries
  // give once web-vitals has read them (its observers report in a task of their own).
  if (document.visibilityState === 'hidden') setTimeout(send, 100);
  performance.mark(reporterListeningMark);
}
