import { validationMessages as m } from '@phoneparts/contracts';
import type { Page, Response } from 'playwright-core';
import { useShop } from '../support/shop';
import { fieldError, newCustomer, runInBrowser, seededPart, type BrowserStart } from './storefront-fixtures';

/**
 * A part page opened directly (a link, a reload): the route's loader starts the part's read and the
 * storefront's page code together; the order form's checks wait until the shopper reaches the form.
 */
describe('part page opened directly', () => {
  const shop = useShop();
  const customer = (prefix: string) => newCustomer(shop.apiUrl, prefix);
  const inBrowser = (options: BrowserStart, flow: (page: Page) => Promise<void>) => runInBrowser(shop, options, flow);

  it("reads the part once, started by the route's loader while the remote loads, and preloads its picture", async () => {
    const { token } = await customer('direct');
    const part = await seededPart(shop.apiUrl, 'Galaxy S22 AMOLED Screen');
    const partReads: string[] = [];
    const countPartReads = async (page: Page) => {
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url() === `${shop.apiUrl}/purchase/${part._id}`)
          partReads.push(request.url());
      });
    };
    await inBrowser({ token, path: `/purchase/${part._id}`, beforeOpen: countPartReads }, async (page) => {
      await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
      const picture = page.getByRole('img', { name: part.name });
      await picture.evaluate(
        (img: HTMLImageElement) => img.decode(), // resolves once the picture has loaded and can be drawn
      );
      const preloaded = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'), (l) => l.href),
      );
      expect(preloaded).toEqual([await picture.evaluate((img: HTMLImageElement) => img.src)]);
    });
    // The storefront's own read took the answer the shell asked for: one request, not two.
    expect(partReads).toHaveLength(1);
  });

  it("asks for the part and its picture while the storefront's page code is still on its way (the route loader starts both together), then draws the page once, form included", async () => {
    const { token } = await customer('together');
    const part = await seededPart(shop.apiUrl, 'Galaxy A52 Battery 4500 mAh');
    let releasePageCode!: () => void;
    const pageCodeHeld = new Promise<void>((resolve) => (releasePageCode = resolve));
    let pictureAsked!: () => void;
    const pictureAskedEarly = new Promise<void>((resolve) => (pictureAsked = resolve));
    const holdPageCode = async (page: Page) => {
      page.on('request', (request) => {
        if (request.url().startsWith(`${shop.apiUrl}${part.picture}`)) pictureAsked();
      });
      await page.route(/__federation_expose_PurchasePage\.[0-9a-f]+\.js$/, async (route) => {
        await pageCodeHeld;
        await route.continue();
      });
    };
    const start = { token, path: `/purchase/${part._id}`, beforeOpen: holdPageCode, openUntil: 'commit' } as const;
    await inBrowser(start, async (page) => {
      await pictureAskedEarly; // the page's own code is still held here
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      releasePageCode();
      await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
      // The route renders once its loader has settled: the order form comes with the part.
      expect(await page.getByRole('button', { name: 'Confirm Order' }).count()).toBe(1);
    });
  });

  it("loads the order form's checks (zod) when the shopper reaches the form, not with the page", async () => {
    const { token } = await customer('checks');
    const part = await seededPart(shop.apiUrl, 'Galaxy A52 Battery 4500 mAh');
    // A script that carries zod's classic API names its error class; no other script of the shop does.
    const carriesChecks = async (response: Response) =>
      new URL(response.url()).pathname.endsWith('.js') && (await response.text()).includes('ZodError');
    const scriptsBeforeTheForm: Array<Promise<boolean>> = [];
    const watchScripts = async (page: Page) => {
      page.on('response', (response) => void scriptsBeforeTheForm.push(carriesChecks(response).catch(() => false)));
    };
    await inBrowser({ token, path: `/purchase/${part._id}`, beforeOpen: watchScripts }, async (page) => {
      const form = page.getByRole('form', { name: 'Your order' });
      await form.getByRole('button', { name: 'Confirm Order' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await Promise.all(scriptsBeforeTheForm)).not.toContain(true);

      const checksArrive = page.waitForResponse(carriesChecks);
      await form.getByLabel('Phone').focus();
      await checksArrive;
      await form.getByRole('button', { name: 'Confirm Order' }).click();
      await form.getByText(m.phoneRequired).waitFor();
      expect(await fieldError(form.getByLabel('Phone'))).toBe(m.phoneRequired);
    });
  });
});
