import path from 'node:path';
import type { Page } from 'playwright-core';
import { remotePages, uiMessages, type Part, type RemoteName } from '@phoneparts/contracts';
import { serveStatic } from '@phoneparts/serve-static';
import { remoteOfRequest } from '@phoneparts/serve-static/remote-preload';
import { useOwnShop } from '../support/shop';
import { newPage } from '../support/browser';
import { allowProblems } from '../support/page-problems';
import { accountMenu, newAccount, openSignedIn, signUpViaApi } from '../support/accounts';
import { repoRoot } from '../support/repo-root';

/** The host loads both remotes at run time from their own servers, and survives one being down. */
describe('shell (Module Federation host)', () => {
  const shop = useOwnShop();

  it('renders the home page from the storefront remote, fetched cross-origin from its own server', async () => {
    const { page, context, problems } = await newPage(shop.browser);
    try {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(shop.apps.urls.storefront)) remoteRequests.push(new URL(request.url()).pathname);
      });
      await page.goto(shop.shellUrl);
      await page.getByRole('heading', { name: 'We sell Mobile Parts' }).waitFor();
      expect(remoteRequests).toContain('/mf-manifest.json');
      expect(remoteRequests).toContain('/remoteEntry.js');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      // One React for host and remote: a second copy would throw "Invalid hook call" here.
      expect(problems.filter((p) => /Invalid hook call|more than one copy of React/i.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders /dashboard from the dashboard remote for a signed-in user, inside the shell layout', async () => {
    const account = newAccount('dash');
    const { accessToken } = await signUpViaApi(shop.apiUrl, account);
    const { page, context } = await newPage(shop.browser);
    try {
      await openSignedIn(page, shop.shellUrl, accessToken, '/dashboard/myProfile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await accountMenu(page, account).waitFor();
      await expect(page.getByText(account.email).first().isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it("names each page's remote in its Link header, as the contract routes it", () => {
    for (const { route, remote } of remotePages) {
      const address = route.replace(/:\w+/g, '7').replace('*', 'myOrders');
      expect([address, remoteOfRequest(address)]).toEqual([address, remote]);
    }
    for (const address of ['/login', '/signUp', '/resetPassword', '/verify-email', '/no/such/page'])
      expect([address, remoteOfRequest(address)]).toEqual([address, null]);
  });

  it("fetches a page's remote entry and manifest once, asked for with the document, no preload left unused", async () => {
    const { accessToken } = await signUpViaApi(shop.apiUrl, newAccount('preload'));
    const [part] = (await (await fetch(`${shop.apiUrl}/parts`)).json()) as Part[];
    const pages: { remote: RemoteName; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> }[] = [
      {
        remote: 'storefront',
        path: '/',
        signedIn: false,
        ready: (page) => page.getByRole('heading', { name: 'We sell Mobile Parts' }).waitFor(),
      },
      {
        remote: 'storefront',
        path: `/purchase/${part._id}`,
        signedIn: true,
        ready: (page) => page.locator('input[name="phone"]').waitFor(),
      },
      {
        remote: 'dashboard',
        path: '/dashboard/myProfile',
        signedIn: true,
        ready: (page) => page.getByRole('heading', { name: 'My Profile' }).waitFor(),
      },
    ];
    for (const { remote, path: address, signedIn, ready } of pages) {
      const { page, context } = await newPage(shop.browser);
      try {
        const preloadWarnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' && /preload/i.test(message.text())) preloadWarnings.push(message.text());
        });
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        if (signedIn) await openSignedIn(page, shop.shellUrl, accessToken, address);
        else await page.goto(`${shop.shellUrl}${address}`);
        await ready(page);
        // Chromium warns of a preload it did not use a few seconds after the load event.
        await page.waitForTimeout(4_000);

        const files = ['remoteEntry.js', 'mf-manifest.json'].map((f) => `${shop.apps.urls[remote]}/${f}`);
        for (const url of files)
          expect([address, url, requested.filter((r) => r === url).length]).toEqual([address, url, 1]);
        // Asked for with the document: the remote's entry starts before the shell's own entry has arrived.
        const [entryStart, shellEntryEnd] = await page.evaluate(
          ([entry, shellEntry]) =>
            [entry, shellEntry].map((name) => {
              const timing = performance.getEntriesByName(name)[0] as PerformanceResourceTiming;
              return name === entry ? timing.startTime : timing.responseEnd;
            }),
          [files[0], `${shop.shellUrl}/main.js`],
        );
        expect([address, entryStart < shellEntryEnd]).toEqual([address, true]);
        expect([address, preloadWarnings]).toEqual([address, []]);
      } finally {
        await context.close();
      }
    }
  });

  it('says the shop cannot start, and offers to try again, when /config.json cannot be read', async () => {
    const { page, context } = await newPage(shop.browser);
    allowProblems(
      page,
      { pattern: /status of 503/, why: 'the test answers /config.json with 503' },
      {
        pattern: /^console\.error: \[shell\] cannot read \/config\.json/,
        why: 'the shell says so, then shows its message',
      },
    );
    try {
      await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
      await page.goto(shop.shellUrl);
      const alert = page.getByRole('alert').filter({ hasText: uiMessages.shopStartFailed });
      await alert.waitFor();
      await expect(alert.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
      // The shop is not half drawn behind the message.
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the sad 404 page for an unknown path', async () => {
    const { page, context } = await newPage(shop.browser);
    try {
      await page.goto(`${shop.shellUrl}/no/such/page`);
      await page.getByRole('heading', { name: '404' }).waitFor();
      await expect(page.getByText(uiMessages.pageNotFound).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('sad-icon').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the fallback when the dashboard server is down, while the top bar and the home page keep working', async () => {
    const account = newAccount('down');
    const { accessToken } = await signUpViaApi(shop.apiUrl, account);
    const { page, context } = await newPage(shop.browser);
    allowProblems(
      page,
      { pattern: /ERR_CONNECTION_REFUSED/, why: "the test stopped the dashboard's server" },
      {
        pattern: /^console\.error: \[shell\] (remote module )?dashboard\//,
        why: 'the shell reports the remote it could not load',
      },
      {
        pattern: /^console\.error: .*(RUNTIME-|remoteEntry|mf-manifest)/,
        why: "the federation runtime's own report of the same",
      },
    );
    await shop.apps.stop('dashboard');
    try {
      await openSignedIn(page, shop.shellUrl, accessToken, '/dashboard');
      await page.getByText(uiMessages.remoteUnavailable).waitFor();
      await accountMenu(page, account).waitFor();

      // The other remote still works, without a reload.
      await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
      await page.getByRole('heading', { name: 'We sell Mobile Parts' }).waitFor();

      // Back up again: "Try again" loads it without a page reload.
      await shop.apps.restart('dashboard');
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Dashboard/ })
        .click();
      await page
        .getByText(uiMessages.remoteUnavailable)
        .or(page.getByRole('link', { name: /My Profile/ }).first())
        .waitFor();
      if (await page.getByText(uiMessages.remoteUnavailable).isVisible())
        await page.getByRole('button', { name: 'Try again' }).click();
      await page
        .getByRole('link', { name: /My Profile/ })
        .first()
        .waitFor();
    } finally {
      await shop.apps.restart('dashboard').catch(() => undefined);
      await context.close();
    }
  });

  it('follows a changed /config.json on reload: a remote moved to another server, no rebuild', async () => {
    const moved = await serveStatic({
      root: path.join(repoRoot, 'storefront-mfe', 'dist'),
      port: 0,
      host: '127.0.0.1',
    });
    const { page, context } = await newPage(shop.browser);
    try {
      await shop.apps.stop('storefront');
      await shop.apps.reconfigureShell({
        storefront: `${moved.url}/mf-manifest.json`,
        dashboard: `${shop.apps.urls.dashboard}/mf-manifest.json`,
      });
      const fromMoved: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(moved.url)) fromMoved.push(new URL(request.url()).pathname);
      });
      await page.goto(shop.shellUrl);
      await page.getByRole('heading', { name: 'We sell Mobile Parts' }).waitFor();
      expect(fromMoved).toContain('/mf-manifest.json');
    } finally {
      await context.close();
      await moved.close();
      await shop.apps.restart('storefront');
      await shop.apps.reconfigureShell({
        storefront: `${shop.apps.urls.storefront}/mf-manifest.json`,
        dashboard: `${shop.apps.urls.dashboard}/mf-manifest.json`,
      });
    }
  });
});
