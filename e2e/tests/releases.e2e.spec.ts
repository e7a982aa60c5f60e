import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uiMessages } from '@phoneparts/contracts';
import { publishRelease, serveStatic, type RunningServer } from '@phoneparts/serve-static';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { allowProblems } from '../support/page-problems';
import { buildRemote } from '../support/remote-builds';
import { repoRoot } from '../support/repo-root';
import { useOwnShop } from '../support/shop';

const nextVersion = '1.1.0-e2e';

/**
 * Independent releases (RELEASING.md): versions of the storefront side by side under /v/<version>/,
 * the running shell — never rebuilt — switched between them and rolled back by its config.json, and
 * a remote built against a React the shell does not run refused with the fallback.
 */
describe('remote releases', () => {
  const shop = useOwnShop();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-releases-'));
  let releases: RunningServer;
  let currentVersion: string;
  let incompatibleVersion: string;

  beforeAll(async () => {
    // The second version once per run: the same sources with another RELEASE_VERSION, baked into the
    // code's __APP_VERSION__ (the pages' data-remote-version) and the manifest. Built beside the fixture.
    const [next, incompatible] = await Promise.all([
      buildRemote(path.join(repoRoot, 'storefront-mfe'), path.join(tmp, 'storefront-next'), {
        RELEASE_VERSION: nextVersion,
      }),
      buildRemote(
        path.join(repoRoot, 'e2e', 'fixtures', 'incompatible-storefront'),
        path.join(tmp, 'storefront-react-20'),
      ),
    ]);
    expect(next.version).toBe(nextVersion);
    incompatibleVersion = incompatible.version;
    const releasesDir = path.join(tmp, 'releases');
    currentVersion = publishRelease({ dist: path.join(repoRoot, 'storefront-mfe', 'dist'), releasesDir }).version;
    publishRelease({ dist: path.join(tmp, 'storefront-next'), releasesDir });
    publishRelease({ dist: path.join(tmp, 'storefront-react-20'), releasesDir });
    releases = await serveStatic({ root: path.join(repoRoot, 'storefront-mfe', 'dist'), releases: releasesDir });
  }, 300_000);

  afterAll(async () => {
    await releases?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const serveStorefront = (version: string) =>
    shop.apps.reconfigureShell({
      storefront: { url: releases.url, version },
      dashboard: `${shop.apps.urls.dashboard}/mf-manifest.json`,
    });
  const homeHeading = (page: Page) => page.getByRole('heading', { name: 'We sell Mobile Parts' });
  const shownVersion = (page: Page) =>
    page.locator('[data-remote="storefront"]').first().getAttribute('data-remote-version');

  /** Paths the page fetched from the releases server, and its console lines. */
  function watch(page: Page) {
    const fetched: string[] = [];
    const consoleLines: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(releases.url)) fetched.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => consoleLines.push(message.text()));
    return { fetched, consoleLines };
  }

  it('switches the running shell to a new version by config.json and rolls it back the same way', async () => {
    const { page, context, problems } = await newPage(shop.browser);
    const { fetched, consoleLines } = watch(page);
    try {
      await serveStorefront(currentVersion);
      await page.goto(shop.shellUrl);
      await homeHeading(page).waitFor();
      expect(await shownVersion(page)).toBe(currentVersion);

      // Release: only config.json changes; the next reload runs the new version.
      await serveStorefront(nextVersion);
      await page.reload();
      await homeHeading(page).waitFor();
      expect(await shownVersion(page)).toBe(nextVersion);
      // Each once: the page's preload Link names the pinned version's files as the shell then asks for them.
      for (const file of [`/v/${nextVersion}/mf-manifest.json`, `/v/${nextVersion}/remoteEntry.js`])
        expect([file, fetched.filter((f) => f === file).length]).toEqual([file, 1]);
      expect(consoleLines).toContain(
        `[shell] remote storefront ${nextVersion} from ${releases.url}/v/${nextVersion}/mf-manifest.json`,
      );

      // Rollback: the previous version is still there, one config edit away.
      await serveStorefront(currentVersion);
      await page.reload();
      await homeHeading(page).waitFor();
      expect(await shownVersion(page)).toBe(currentVersion);
      expect(problems.filter((p) => /Invalid hook call|more than one copy of React|refused/i.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a remote built against React 20 before running any of it: fallback and a clear console error', async () => {
    const { page, context, problems } = await newPage(shop.browser);
    allowProblems(
      page,
      {
        pattern: /^console\.error: \[shell\] (refused remote|remote module|storefront\/)/,
        why: 'the refusal this test provokes',
      },
      { pattern: /^console\.error: .*RUNTIME-/, why: "the federation runtime's report of the refused load" },
    );
    const { fetched } = watch(page);
    try {
      await serveStorefront(incompatibleVersion);
      await page.goto(shop.shellUrl);
      await page.getByText(uiMessages.remoteUnavailable).waitFor();
      expect(problems).toContainEqual(
        `console.error: [shell] refused remote storefront (${releases.url}/v/${incompatibleVersion}/mf-manifest.json): ` +
          'it needs react/jsx-runtime ^20.0.0, but the shell provides 19.3.1',
      );
      expect(fetched).toContain(`/v/${incompatibleVersion}/mf-manifest.json`);
      // Its entry was downloaded beside the manifest (preloaded) but never run: no script element, no container.
      const entryRan = await page.evaluate(
        (entry) => Boolean(document.querySelector(`script[src$="${entry}"]`)) || 'storefront' in window,
        `/v/${incompatibleVersion}/remoteEntry.js`,
      );
      expect(entryRan).toBe(false);
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      // The rest of the shell keeps working.
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    } finally {
      await context.close();
      await serveStorefront(currentVersion);
    }
  });
});
