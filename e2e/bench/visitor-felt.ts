import type { Browser, BrowserContext, Page } from 'playwright-core';
import { atMost, result, type BenchResult } from '@phoneparts/bench-results';
import { visitorBudget } from './budgets';
import { firstInputMs, interactionMs, watchPage } from './event-timing';
import { describeLoads, isBusy, measureHostLoad, type HostLoad } from './host-load';
import { cpuSlowdown, throttledPage } from './throttling';
import { median } from './median';

/** A server-drawn public page, and the link on it a visitor follows. */
export interface VisitorPage {
  /** The figure's name, e.g. "home". */
  name: string;
  url: string;
  /** The link followed: before hydration as a plain link, after it through the router. */
  link: string;
}

/** One cold load of a visitor page (ms since navigation start). */
interface VisitorRun {
  fcp: number;
  lcp: number;
  linkDrawn: number;
  hydrated: number;
  usable: number;
}

declare global {
  interface Window {
    __benchPaint?: { fcp?: number; lcp?: number; hydrated?: number };
  }
}

/**
 * Before the page's first script: its first contentful paint, its largest contentful paint (the last
 * candidate before the visitor's first input, as LCP counts), and the first frame in which `link` is
 * hydrated (React's props are on its element: the router handles a click on it from then on).
 */
async function watchPaint(context: BrowserContext, link: string) {
  await context.addInitScript((selector) => {
    const paint: NonNullable<Window['__benchPaint']> = (window.__benchPaint = {});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') paint.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) paint.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const look = () => {
      const element = document.querySelector(selector);
      if (element && Object.keys(element).some((key) => key.startsWith('__reactProps'))) {
        paint.hydrated = performance.now();
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, link);
}

const visitorContext = async (browser: Browser, page: VisitorPage) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await watchPage(context, { link: page.link });
  await watchPaint(context, page.link);
  return context;
};

const paintOf = async (page: Page, key: 'fcp' | 'lcp' | 'hydrated') => {
  const handle = await page.waitForFunction((k) => window.__benchPaint?.[k], key, { polling: 100 });
  return Math.round((await handle.jsonValue()) as number);
};

/**
 * A cold load (first visit, no session) until the page is usable: its paints, when the link was drawn
 * and hydrated, and a tap on it answered by the router (the time it was hydrated plus how long the tap
 * took to paint its answer, as the signed-in rows count "usable"). The router must take the tap: a
 * document navigation instead means the page was not usable yet, and fails the run.
 */
async function usableRun(browser: Browser, target: VisitorPage): Promise<VisitorRun> {
  const context = await visitorContext(browser, target);
  try {
    const page = await throttledPage(context);
    const documents: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && documents.push(frame.url()));
    await page.goto(target.url, { waitUntil: 'commit' });
    const linkDrawn = await page
      .waitForFunction(() => window.__benchSeen?.link, undefined, { polling: 100 })
      .then(async (h) => Math.round((await h.jsonValue()) as number));
    const hydrated = await paintOf(page, 'hydrated');
    const [fcp, lcp] = [await paintOf(page, 'fcp'), await paintOf(page, 'lcp')];
    await page.evaluate(() => ((window as { benchSameDocument?: boolean }).benchSameDocument = true));
    const href = await page.locator(target.link).first().getAttribute('href');
    await page.locator(target.link).first().click();
    await page.waitForURL((url) => url.pathname === href);
    const tap = Math.max(await firstInputMs(page), await interactionMs(page, 0));
    const sameDocument = await page.evaluate(() => (window as { benchSameDocument?: boolean }).benchSameDocument);
    if (!sameDocument) throw new Error(`${target.name}: the hydrated link loaded a new document instead of routing`);
    return { fcp, lcp, linkDrawn, hydrated, usable: Math.round(hydrated + tap) };
  } finally {
    await context.close();
  }
}

/**
 * A cold load in which the visitor taps the link as soon as it is drawn, before the page is hydrated
 * (checked in the same task as the tap): the served markup alone must take them to the linked page.
 */
async function linkBeforeHydration(browser: Browser, target: VisitorPage): Promise<{ ok: boolean; why?: string }> {
  const context = await visitorContext(browser, target);
  try {
    const page = await throttledPage(context);
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchSeen?.link, undefined, { polling: 'raf' });
    const tapped = await page.evaluate((selector) => {
      const link = document.querySelector<HTMLAnchorElement>(selector)!;
      const hydrated = Object.keys(link).some((key) => key.startsWith('__reactProps'));
      if (!hydrated) link.click();
      return { hydrated, href: link.getAttribute('href') ?? '' };
    }, target.link);
    if (tapped.hydrated) return { ok: false, why: 'the page was hydrated before its link was drawn' };
    await page.waitForURL((url) => url.pathname === tapped.href, { waitUntil: 'commit' });
    return { ok: true };
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

/**
 * The visitor's budgets (docs/front-end-performance.md#budgets) for each server-drawn page: `runs`
 * cold loads on a phone's network and CPU, medians judged (reported only on a busy host); the link
 * before hydration is checked in as many more cold loads and always judged.
 */
export async function measureVisitorFelt(
  browser: Browser,
  pages: VisitorPage[],
  runs: number,
  log: (line: string) => void,
): Promise<{ results: BenchResult[]; reportedOnly: string[] }> {
  const results: BenchResult[] = [];
  const reportedOnly: string[] = [];
  for (const target of pages) {
    const measured: VisitorRun[] = [];
    const loads: HostLoad[] = [];
    const linkFailures: string[] = [];
    for (let run = 1; run <= runs; run++) {
      loads.push(await measureHostLoad(browser));
      const one = await usableRun(browser, target);
      measured.push(one);
      const link = await linkBeforeHydration(browser, target);
      if (!link.ok) linkFailures.push(link.why ?? 'failed');
      log(
        `  visitor ${target.name} run ${run}/${runs} (1-min load ${loads.at(-1)?.loadAverage}, CPU index ` +
          `${loads.at(-1)?.benchmarkIndex}): FCP ${one.fcp}, LCP ${one.lcp}, link drawn ${one.linkDrawn}, ` +
          `hydrated ${one.hydrated}, usable ${one.usable} ms; link before hydration ${link.ok ? 'works' : `FAILS: ${link.why}`}`,
      );
    }
    const of = (pick: (r: VisitorRun) => number) => Math.round(median(measured.map(pick)));
    const note = `median of ${runs} cold loads, slow 4G and ${cpuSlowdown}x CPU; ${describeLoads(loads)}`;
    const name = `front-end visitor ${target.name}`;
    const timed = [
      atMost(
        `${name}: content painted (LCP)`,
        of((r) => r.lcp),
        'ms',
        visitorBudget.contentPaintedMs,
        `FCP ${of((r) => r.fcp)} ms; ${note}`,
      ),
      atMost(
        `${name}: hydrated and usable`,
        of((r) => r.usable),
        'ms',
        visitorBudget.usableMs,
        `link hydrated at ${of((r) => r.hydrated)} ms, plus a tap on it answered by the router; ${note}`,
      ),
    ];
    results.push(
      ...timed,
      result({
        name: `${name}: link works before hydration`,
        value: linkFailures.length,
        unit: 'failed loads',
        baseline: null,
        ratio: null,
        target: 0,
        targetOn: 'value',
        note:
          `tapped as soon as drawn (median ${of((r) => r.linkDrawn)} ms, hydrated at ${of((r) => r.hydrated)} ms) ` +
          `in ${runs} cold loads: ${linkFailures.length ? linkFailures.join('; ') : 'each opened the linked page'}`,
      }),
    );
    if (isBusy(loads)) reportedOnly.push(...timed.map((r) => r.name));
  }
  return { results, reportedOnly };
}
