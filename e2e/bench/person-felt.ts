import type { Browser, Page } from 'playwright-core';
import { sessionTokenKey } from '@phoneparts/contracts';
import { atMost, type BenchResult } from '@phoneparts/bench-results';
import { signedInHint } from '../support/accounts';
import { personFeltBudget } from './budgets';
import { firstInputMs, interactionMs, pageNow, seenAt, watchPage } from './event-timing';
import { describeLoads, isBusy, measureHostLoad, type HostLoad } from './host-load';
import { cpuSlowdown, throttledPage } from './throttling';
import { median } from './median';

/** One cold load of each page, and the interactions a shopper makes on them (ms). */
interface PersonFeltRun {
  homeUsableMs: number;
  partFormUsableMs: number;
  interactions: Record<keyof typeof personFeltBudget.interactionsMs, number>;
}

interface Target {
  shellUrl: string;
  /** A signed-in shopper's token (stored as the shell stores it) and a part to open. */
  token: string;
  partId: string;
}

const buyNowLinks = 'article a[href^="/purchase/"]';
const phoneField = 'input[name="phone"]';

/**
 * A fresh context (empty cache: a first visit) already signed in as the shell leaves a browser after
 * sign-in (the token in localStorage, the signed-in hint cookie), with the page watched from its first script.
 */
export async function coldContext(browser: Browser, { shellUrl, token }: Target, watched: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [signedInHint(shellUrl)],
      origins: [{ origin: shellUrl, localStorage: [{ name: sessionTokenKey, value: token }] }],
    },
  });
  // Stripe.js cannot be reached from here; answer its script requests at once instead of hanging.
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await watchPage(context, watched);
  return context;
}

/** The page's time (ms since navigation start) of the first frame in which `selector`'s element is React's. */
async function reactDrawnAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element && Object.keys(element).some((key) => key.startsWith('__reactProps')) ? performance.now() : 0;
    },
    selector,
    { polling: 'raf' },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** Clicks and returns how long the page took to answer (Event Timing, as INP counts it). */
async function timed(page: Page, act: () => Promise<void>, answered: () => Promise<unknown>): Promise<number> {
  const since = await pageNow(page);
  await act();
  await answered();
  return interactionMs(page, since);
}

/**
 * The home page, cold: its grid drawn and its first "Buy Now" answering a tap (the time the button was
 * drawn plus how long a tap then took to be answered), then on the part page it opens "Confirm Order"
 * on the untouched form (the validation messages), then back home a sort change and "Add to cart".
 */
async function homeRun(browser: Browser, target: Target) {
  const context = await coldContext(browser, target, { buyNow: buyNowLinks });
  try {
    const page = await throttledPage(context);
    await page.goto(`${target.shellUrl}/`, { waitUntil: 'commit' });
    // A signed-in browser gets the static shell (docs/server-rendering.md); should a visitor's drawn
    // page ever arrive, only the browser's drawing of the button is the shopper's: the first frame in
    // which the button carries React's props.
    const drawnAt = Math.max(await seenAt(page, 'buyNow'), await reactDrawnAt(page, buyNowLinks));
    const since = await pageNow(page);
    await page.locator(buyNowLinks).first().click();
    await page.waitForURL(/\/purchase\//);
    const buyNow = Math.max(await firstInputMs(page), await interactionMs(page, since));

    const form = page.getByRole('form', { name: 'Your order' });
    const confirm = form.getByRole('button', { name: 'Confirm Order' });
    await confirm.waitFor();
    const confirmOrder = await timed(
      page,
      () => confirm.click(),
      () => form.locator('[aria-invalid="true"]').first().waitFor(),
    );

    await page.goBack();
    const sort = page.getByLabel('Sort products');
    await sort.waitFor();
    const before = await sort.inputValue();
    await sort.focus();
    const sortChange = await timed(
      page,
      () => page.keyboard.press('ArrowDown'),
      () => page.waitForFunction((old) => (document.activeElement as HTMLSelectElement).value !== old, before),
    );

    const addToCart = await timed(
      page,
      () => page.locator('article').getByRole('button', { name: 'Add to cart' }).first().click(),
      () => page.getByRole('alert').first().waitFor(),
    );
    return {
      homeUsableMs: Math.round(drawnAt + buyNow),
      interactions: { buyNow, confirmOrder, sortChange, addToCart },
    };
  } finally {
    await context.close();
  }
}

/** A signed-in part page, cold: its order form drawn and taking a key press in the phone field. */
async function partRun(browser: Browser, target: Target) {
  const context = await coldContext(browser, target, { phone: phoneField });
  try {
    const page = await throttledPage(context);
    await page.goto(`${target.shellUrl}/purchase/${target.partId}`, { waitUntil: 'commit' });
    const drawnAt = await seenAt(page, 'phone');
    const phone = page.locator(phoneField);
    await phone.focus();
    await page.keyboard.type('5');
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '5',
      phoneField,
    );
    const typed = Math.max(await firstInputMs(page), await interactionMs(page, 0));
    return Math.round(drawnAt + typed);
  } finally {
    await context.close();
  }
}

/**
 * The budgets of what a person feels (docs/front-end-performance.md#budgets): `runs` cold loads of each page on a
 * phone's network and CPU, medians judged. The host's load and CPU index are measured before each run; on a busy host
 * the figures are reported, not judged (`judged` false).
 */
export async function measurePersonFelt(
  browser: Browser,
  target: Target,
  runs: number,
  log: (line: string) => void,
): Promise<{ results: BenchResult[]; judged: boolean }> {
  const measured: PersonFeltRun[] = [];
  const loads: HostLoad[] = [];
  for (let run = 1; run <= runs; run++) {
    loads.push(await measureHostLoad(browser));
    const home = await homeRun(browser, target);
    const partFormUsableMs = await partRun(browser, target);
    measured.push({ ...home, partFormUsableMs });
    const i = home.interactions;
    log(
      `  person-felt run ${run}/${runs} (1-min load ${loads.at(-1)?.loadAverage}, CPU index ${loads.at(-1)?.benchmarkIndex}): ` +
        `home usable ${home.homeUsableMs} ms, part form usable ${partFormUsableMs} ms; Buy Now ${i.buyNow}, ` +
        `Confirm Order ${i.confirmOrder}, sort ${i.sortChange}, Add to cart ${i.addToCart} ms`,
    );
  }
  const note = `median of ${runs} cold loads, slow 4G and ${cpuSlowdown}x CPU; ${describeLoads(loads)}`;
  const of = (pick: (run: PersonFeltRun) => number) => Math.round(median(measured.map(pick)));
  const { loadsMs, interactionsMs } = personFeltBudget;
  const results = [
    atMost(
      'front-end felt: home grid and first Buy Now usable',
      of((r) => r.homeUsableMs),
      'ms',
      loadsMs.home,
      note,
    ),
    atMost(
      'front-end felt: part page order form takes input (signed in)',
      of((r) => r.partFormUsableMs),
      'ms',
      loadsMs.partForm,
      note,
    ),
    ...(Object.keys(interactionsMs) as Array<keyof typeof interactionsMs>).map((name) =>
      atMost(
        `front-end felt: ${interactionNames[name]} paints its answer`,
        of((r) => r.interactions[name]),
        'ms',
        interactionsMs[name],
        `${note}; Event Timing, threshold 16 ms (a shorter one counts as 16)`,
      ),
    ),
  ];
  return { results, judged: !isBusy(loads) };
}

const interactionNames: Record<keyof typeof personFeltBudget.interactionsMs, string> = {
  sortChange: 'sort change',
  buyNow: '"Buy Now"',
  confirmOrder: '"Confirm Order"',
  addToCart: '"Add to cart"',
};
