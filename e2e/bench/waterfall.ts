import type { Part } from '@phoneparts/contracts';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { startShop } from '../support/shop';
import { loadAverageNow } from './host-load';
import { coldContext } from './person-felt';
import { throttledPage } from './throttling';

/**
 * `npm run waterfall` (e2e): one cold load of the home page and of a signed-in part page under the
 * bench's throttling, printed as a request waterfall (when each request started, got its answer and
 * finished, and what started it) and the main thread's long tasks, with the moments a person cares
 * about (the grid's first "Buy Now", the order form's phone field, the largest paint). The first
 * thing to read when a person-felt figure moves: a request that could have started earlier shows as
 * a step in the waterfall. WATERFALL_RUNS repeats each page (default 1); WATERFALL_PAGE=home or part
 * loads only that page.
 */
interface RequestTiming {
  id: string;
  url: string;
  type: string;
  priority: string;
  initiator: string;
  start: number;
  response?: number;
  end?: number;
  bytes?: number;
  fromCache?: boolean;
}

async function recordLoad(
  browser: Parameters<typeof coldContext>[0],
  target: Parameters<typeof coldContext>[1],
  url: string,
  watched: Record<string, string>,
) {
  const context = await coldContext(browser, target, watched);
  try {
    await context.addInitScript(() => {
      const marks: Array<{ name: string; start: number; duration: number }> = [];
      (window as unknown as { __waterfall: typeof marks }).__waterfall = marks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) marks.push({ name: 'long task', start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          marks.push({ name: `LCP ${e.toJSON().element ?? ''}`, start: e.startTime, duration: 0 });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await throttledPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, RequestTiming>();
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!origin) origin = e.timestamp;
      const stack = e.initiator.stack?.callFrames?.[0];
      const by = e.initiator.url ?? (stack ? stack.url : '') ?? '';
      requests.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        type: e.type ?? '',
        priority: e.request.initialPriority,
        initiator: `${e.initiator.type}${by ? ` ${short(by)}` : ''}`,
        start: e.timestamp,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.response = e.timestamp;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const seen: Record<string, number> = {};
    for (const name of Object.keys(watched)) {
      const handle = await page.waitForFunction((key) => window.__benchSeen?.[key], name, { polling: 250 });
      seen[name] = Math.round((await handle.jsonValue()) as number);
    }
    await page.waitForLoadState('networkidle');
    // Navigation start in the CDP clock: the page's performance.timeOrigin lines up with the document's request.
    const marks = await page.evaluate(() => (window as unknown as { __waterfall: unknown[] }).__waterfall);
    const ms = (t: number | undefined) =>
      t === undefined ? '   -  ' : String(Math.round((t - origin) * 1000)).padStart(6);
    const rows = [...requests.values()].sort((a, b) => a.start - b.start);
    console.log(`\n${url} (1-min load ${loadAverageNow()})`);
    console.log('  start  answer   end     KB  prio      request  <- started by');
    for (const r of rows) {
      const kb = r.bytes === undefined ? '' : (r.bytes / 1024).toFixed(1);
      console.log(
        `${ms(r.start)} ${ms(r.response)} ${ms(r.end)} ${kb.padStart(6)}  ${r.priority.padEnd(8)}  ${short(r.url)}  <- ${r.initiator}`,
      );
    }
    for (const mark of marks as Array<{ name: string; start: number; duration: number }>)
      console.log(
        `${String(Math.round(mark.start)).padStart(6)} ${mark.name}${mark.duration ? ` ${Math.round(mark.duration)} ms` : ''}`,
      );
    for (const [name, at] of Object.entries(seen)) console.log(`${String(at).padStart(6)} drawn: ${name}`);
  } finally {
    await context.close();
  }
}

/** The path and query of an address (its origin says only which server). */
function short(url: string): string {
  try {
    const u = new URL(url);
    return `${u.port ? `:${u.port}` : u.host}${u.pathname}${u.search}`.slice(0, 90);
  } catch {
    return url.slice(0, 90);
  }
}

async function main() {
  const shop = await startShop();
  try {
    const signedIn = await signInViaApi(shop.apiUrl, demoAdmin);
    const parts = (await (await fetch(`${shop.apiUrl}/parts`)).json()) as Part[];
    const target = { shellUrl: shop.shellUrl, token: signedIn.accessToken, partId: parts[0]._id };
    console.log(`shell ${shop.shellUrl}, API ${shop.apiUrl}`);
    const runs = Number(process.env.WATERFALL_RUNS ?? 1);
    const only = process.env.WATERFALL_PAGE;
    for (let run = 0; run < runs; run++) {
      if (only !== 'part')
        await recordLoad(shop.browser, target, `${shop.shellUrl}/`, { buyNow: 'article a[href^="/purchase/"]' });
      if (only !== 'home')
        await recordLoad(shop.browser, target, `${shop.shellUrl}/purchase/${target.partId}`, {
          phone: 'input[name="phone"]',
        });
    }
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
