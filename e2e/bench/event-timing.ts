import type { BrowserContext, Page } from 'playwright-core';

/** Event Timing's reporting threshold as INP uses it: a shorter interaction is not reported at all. */
export const eventDurationThresholdMs = 16;

interface TimedEvent {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    __benchEvents?: TimedEvent[];
    __benchFirstInput?: TimedEvent;
    __benchSeen?: Record<string, number>;
  }
}

/**
 * Before any of the page's scripts: collects Event Timing entries (as INP reads them: `event` entries
 * at a 16 ms threshold, and the first input, which is always reported) and, for each watched CSS
 * selector, the time of the first frame that shows a matching element. Times are the page's own
 * (milliseconds since the navigation started), so the harness's round trips are not counted.
 */
export async function watchPage(context: BrowserContext, watched: Record<string, string>): Promise<void> {
  await context.addInitScript(
    ({ selectors, threshold }) => {
      const events: TimedEvent[] = (window.__benchEvents = []);
      const seen: Record<string, number> = (window.__benchSeen = {});
      const keep = (e: PerformanceEventTiming): TimedEvent => ({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        interactionId: (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
      });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) events.push(keep(e as PerformanceEventTiming));
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        window.__benchFirstInput ??= keep(list.getEntries()[0] as PerformanceEventTiming);
      }).observe({ type: 'first-input', buffered: true });
      // A box on screen (not `display: none`, not empty), checked once a frame until each is seen.
      const look = () => {
        for (const [name, selector] of Object.entries(selectors)) {
          if (seen[name] !== undefined) continue;
          const element = document.querySelector(selector);
          if (element && element.getClientRects().length) seen[name] = performance.now();
        }
        if (Object.keys(seen).length < Object.keys(selectors).length) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { selectors: watched, threshold: eventDurationThresholdMs },
  );
}

/** When `name`'s element was first drawn (ms since navigation start). */
export async function seenAt(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((key) => window.__benchSeen?.[key], name, { polling: 250 });
  return Math.round((await handle.jsonValue()) as number);
}

/** The page's clock now (ms since navigation start). */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Waits two frames and a little more: Event Timing reports an entry only after the paint that follows it. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 100))),
      ),
  );
}

/**
 * The longest interaction (input delay + handlers + the paint after them) that started after `since`,
 * as INP counts one. An interaction shorter than the threshold is not reported: it counts as the threshold.
 */
export async function interactionMs(page: Page, since: number): Promise<number> {
  await afterNextPaint(page);
  const durations = await page.evaluate(
    (from) =>
      (window.__benchEvents ?? []).filter((e) => e.interactionId > 0 && e.startTime >= from).map((e) => e.duration),
    since,
  );
  return Math.max(eventDurationThresholdMs, ...durations);
}

/** The first input's duration (always reported, whatever its length): the first tap or key press. */
export async function firstInputMs(page: Page): Promise<number> {
  await afterNextPaint(page);
  const handle = await page.waitForFunction(() => window.__benchFirstInput?.duration, undefined, { polling: 100 });
  return (await handle.jsonValue()) as number;
}
