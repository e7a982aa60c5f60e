import { apiUrlHintKey, emailVerifiedHintKey, validationMessages as m } from '@phoneparts/contracts';
import type { Page, Response } from 'playwright-core';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { useShop } from '../support/shop';
import { fieldError, newCustomer, runInBrowser, seededPart, type BrowserStart } from './storefront-fixtures';

/**
 * A part page opened directly (a link, a reload): the shell starts the part's read while the
 * storefront's code loads and draws the part from that answer; the order form's checks wait until
 * the shopper reaches the form.
 */
describe('part page opened directly', () => {
  const shop = useShop();
  const customer = (prefix: string) => newCustomer(shop.apiUrl, prefix);
  const inBrowser = (options: BrowserStart, flow: (page: Page) => Promise<void>) => runInBrowser(shop, options, flow);

  it('reads the part once, started by the shell while the remote loads, and preloads its picture', async () => {
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

  it("draws the part and its picture from that answer before the storefront's page code arrives; the page then takes its place without moving it", async () => {
    const { token } = await customer('preview');
    const part = await seededPart(shop.apiUrl, 'Galaxy A52 Battery 4500 mAh');
    let releasePageCode!: () => void;
    const pageCodeHeld = new Promise<void>((resolve) => (releasePageCode = resolve));
    // The storefront's purchase page module is held until the preview has been seen.
    const holdPageCode = async (page: Page) => {
      await page.route(/__federation_expose_PurchasePage\.[0-9a-f]+\.js$/, async (route) => {
        await pageCodeHeld;
        await route.continue();
      });
    };
    // Handed over once the document arrives: a script held back also holds the page's load event.
    const start = { token, path: `/purchase/${part._id}`, beforeOpen: holdPageCode, openUntil: 'commit' } as const;
    await inBrowser(start, async (page) => {
      const preview = page.getByTestId('part-preview');
      await preview.getByText(part.name).waitFor();
      const previewPicture = preview.locator('img');
      await previewPicture.evaluate((img: HTMLImageElement) => img.decode());
      const previewBox = await previewPicture.boundingBox();
      // Hidden from assistive tech until the page's own card, with the page's one h1, replaces it.
      expect(await preview.getAttribute('aria-hidden')).toBe('true');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);

      releasePageCode();
      await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
      expect(await preview.count()).toBe(0);
      const picture = page.getByRole('img', { name: part.name });
      expect(await picture.boundingBox()).toEqual(previewBox);
      await page.getByRole('button', { name: 'Confirm Order' }).waitFor();
      expect(await picture.boundingBox()).toEqual(previewBox);
    });
  });
  it.each([
    ['once /auth/me says the address is verified', false],
    ['as soon as the part arrives, after a visit that left the hints that it is verified and where the API is', true],
  ])(
    "draws a verified customer's part from the page's HTML before the shell's code runs (%s); the shell takes over its reads and puts the same card in the same place",
    async (_, hint) => {
      const { accessToken: token } = await signInViaApi(shop.apiUrl, demoAdmin); // verified: no e-mail banner
      const part = await seededPart(shop.apiUrl, 'Galaxy S22 AMOLED Screen');
      const reads = new Map<string, number>();
      let releaseShell!: () => void;
      const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
      const holdShellAndCountReads = async (page: Page) => {
        page.on('request', (request) => {
          // The part page's own requests (the blank page that stores the token preloads config.json too).
          const fromPartPage = request.frame().url() === `${shop.shellUrl}/purchase/${part._id}`;
          if (fromPartPage && request.method() === 'GET') reads.set(request.url(), (reads.get(request.url()) ?? 0) + 1);
        });
        // What an earlier visit's shell leaves: the address is verified, and where the API is.
        const hints = [
          [emailVerifiedHintKey, 'true'],
          [apiUrlHintKey, shop.apiUrl],
        ];
        if (hint)
          await page.addInitScript((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), hints);
        await page.route(`${shop.shellUrl}/main.js`, async (route) => {
          await shellHeld;
          await route.continue();
        });
      };
      const start = {
        token,
        path: `/purchase/${part._id}`,
        beforeOpen: holdShellAndCountReads,
        openUntil: 'commit',
      } as const;
      await inBrowser(start, async (page) => {
        const firstScreen = page.locator('#first-screen[data-page="part"]');
        const staticPicture = firstScreen.locator('img');
        await staticPicture.evaluate((img: HTMLImageElement) => img.decode());
        const staticBox = await staticPicture.boundingBox();
        expect(await firstScreen.getAttribute('aria-hidden')).toBe('true');
        expect(await firstScreen.getByText(part.name).count()).toBe(1);

        // Every change of the page from here on leaves a card on screen: no loader in between, no blink.
        const framesWithoutCard = await page.evaluateHandle(() => {
          const seen = { count: 0 };
          new MutationObserver(() => {
            if (!document.querySelector('img.ui-part__picture')) seen.count += 1;
          }).observe(document.getElementById('root')!, { childList: true, subtree: true });
          return seen;
        });
        releaseShell();
        await page.getByRole('heading', { name: part.name, level: 1 }).waitFor();
        expect(await firstScreen.count()).toBe(0);
        expect(await framesWithoutCard.evaluate((seen) => seen.count)).toBe(0);
        const picture = page.getByRole('img', { name: part.name });
        expect(await picture.boundingBox()).toEqual(staticBox);
        await page.getByRole('button', { name: 'Confirm Order' }).waitFor();
        expect(await picture.boundingBox()).toEqual(staticBox);
        const shifted = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0; // the page's layout shifts so far (buffered), delivered in a task of their own
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(sum), 200);
            }),
        );
        expect(shifted).toBe(0);
      });
      // Asked by first-screen.js, answered once: the shell took each answer over instead of asking again.
      const asked = [`${shop.shellUrl}/config.json`, `${shop.apiUrl}/auth/me`, `${shop.apiUrl}/purchase/${part._id}`];
      expect(asked.map((url) => reads.get(url))).toEqual([1, 1, 1]);
    },
  );

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
