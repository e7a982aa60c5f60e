import { sessionTokenKey, webVitalNames, type WebVitalName, type WebVitalsSummary } from '@phoneparts/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, openSignedIn, signInViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { useShop } from '../support/shop';
import { call, createPart } from './dashboard-fixtures';
import { newCustomer, products } from './storefront-fixtures';

/**
 * Field data end to end (docs/front-end-performance.md#field-data-core-web-vitals-of-real-visits): real page visits
 * in Chromium (the shared shop reports every visit) send their Core Web Vitals when the page is hidden, and the admin
 * overview then shows the 75th percentile for those pages.
 */
describe('speed for real visitors (Core Web Vitals beacons)', () => {
  const shop = useShop();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
  });

  const summary = () => call<WebVitalsSummary>(shop.apiUrl, adminToken, 'GET', '/admin/web-vitals');
  const samples = (figures: WebVitalsSummary, page: string, name: WebVitalName) =>
    figures.pages.find((row) => row.page === page)?.[name].samples ?? 0;

  /**
   * Waits until the API has counted more visits of `page` reporting LCP than `before` did, and returns
   * the figures then. A beacon sent while a page unloads is not among Playwright's requests: the API's
   * count is where it shows.
   */
  async function figuresAfterVisit(before: WebVitalsSummary, page: string): Promise<WebVitalsSummary> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const figures = await summary();
      if (samples(figures, page, 'LCP') > samples(before, page, 'LCP')) return figures;
      if (Date.now() > deadline) {
        const counts = webVitalNames.map(
          (name) => `${name} ${samples(before, page, name)} → ${samples(figures, page, name)}`,
        );
        throw new Error(`no visit of ${page} with LCP was reported within 15 s (samples: ${counts.join(', ')})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Runs `open`, waits until the reporter listens (it loads once the page is idle), runs `interact`,
   * then leaves the page as a person does (to another address): hiding the page sends the beacon.
   * The browser stays open until the API has counted the visit, as a person's does: closing it at
   * once could drop a beacon still on its way.
   */
  async function visitAndLeave(
    before: WebVitalsSummary,
    pattern: string,
    open: (page: Page) => Promise<void>,
    interact: (page: Page) => Promise<void>,
  ): Promise<WebVitalsSummary> {
    const { page, context, problems } = await newPage(shop.browser);
    try {
      await open(page);
      // The mark web-vitals-reporter.ts sets once its listeners are in place.
      await page.waitForFunction(
        () => performance.getEntriesByName('web-vitals-reporter-listening', 'mark').length > 0,
      );
      // The browser records an interaction after its next paint; a person does not leave before that.
      const interactionRecorded = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            new PerformanceObserver(() => resolve()).observe({ type: 'first-input', buffered: true }),
          ),
      );
      await interact(page);
      await interactionRecorded;
      await page.goto('about:blank');
      return await figuresAfterVisit(before, pattern);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  }

  it('sends one beacon per visit, naming the page by its pattern, and the overview shows the p75', async () => {
    const before = await summary();

    // One visit, one beacon: the home page (its pattern, the query string dropped) with all three metrics.
    const afterHome = await visitAndLeave(
      before,
      '/',
      async (page) => {
        await page.goto(`${shop.shellUrl}/?sort=price`);
        await products(page).getByRole('button', { name: 'Buy Now' }).first().waitFor();
      },
      (page) => page.getByRole('heading', { name: 'Our Products' }).click(), // an interaction: INP
    );
    const added = (after: WebVitalsSummary, page: string) =>
      Object.fromEntries(webVitalNames.map((name) => [name, samples(after, page, name) - samples(before, page, name)]));
    expect(added(afterHome, '/')).toEqual({ LCP: 1, INP: 1, CLS: 1 });

    const part = await createPart(shop.apiUrl, adminToken);
    const { token } = await newCustomer(shop.apiUrl, 'vitals');
    // Counted under the route pattern: the API takes no concrete path (web-vitals.int-spec.ts).
    const afterPurchase = await visitAndLeave(
      before,
      '/purchase/:id',
      async (page) => {
        // Signed in from the first script on, so the visit is this one page load (openSignedIn makes two).
        // Only in the shop's documents: leaving to about:blank runs it too, where storage is denied.
        await page.addInitScript(
          ([key, value, origin]) => {
            if (window.location.origin === origin) window.localStorage.setItem(key, value);
          },
          [sessionTokenKey, token, new URL(shop.shellUrl).origin],
        );
        await page.goto(`${shop.shellUrl}/purchase/${part._id}`);
      },
      (page) => page.getByRole('form', { name: 'Your order' }).getByLabel('Phone').pressSequentially('+1 555 0100'),
    );
    expect(added(afterPurchase, '/purchase/:id')).toMatchObject({ LCP: 1, INP: 1 });
    expect(afterPurchase.pages.map((row) => row.page).join()).not.toContain(part._id);

    const { page, context, problems } = await newPage(shop.browser);
    try {
      await openSignedIn(page, shop.shellUrl, adminToken, '/dashboard');
      const table = page.getByRole('table', { name: /75th percentile per page over the last 7 days/ });
      await table.waitFor();
      for (const pattern of ['/', '/purchase/:id']) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: pattern, exact: true }) });
        const lcp = (await row.getByRole('cell').first().textContent()) ?? '';
        expect(lcp).toMatch(/^\d+\.\d s (good|needs improvement|poor), \d+ visits?$/);
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
