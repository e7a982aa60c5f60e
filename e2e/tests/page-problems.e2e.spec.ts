import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { allowProblems, assertNoPageProblems, setApiUrl } from '../support/page-problems';

const jestConfig = createRequire(__filename)('../jest.config.js') as {
  projects: { displayName: string; setupFilesAfterEnv?: string[] }[];
};

/** A server answering every request with `status` (CORS open, so a page of another origin can read it). */
async function answering(status: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_, res) => {
    res.writeHead(status, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    res.end('answer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The browser tests' own rule: a page that logs an error, a warning or throws fails its test. Each case
 * provokes one, then runs the check every test runs after it (and takes what it found, so this test
 * itself stays green only because the check threw).
 */
describe('a page that reports a problem fails its test', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('runs the check after every test of both browser projects', () => {
    for (const name of ['shared-shop', 'own-shop']) {
      const project = jestConfig.projects.find((p) => p.displayName === name);
      expect(project?.setupFilesAfterEnv).toContain('<rootDir>/support/fail-on-page-problems.ts');
    }
  });

  it.each([
    [
      'console.error',
      "console.error('the loader failed', new TypeError('matchPath is not a function'))",
      /console\.error: the loader failed/,
    ],
    [
      'console.warn (React warnings)',
      "console.warn('Warning: Each child in a list should have a unique key')",
      /console\.warning: Warning: Each child/,
    ],
    ['an uncaught error', "setTimeout(() => { throw new Error('boom') })", /pageerror: boom/],
  ])('fails on %s', async (_, script, expected) => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto('about:blank');
      await page.evaluate(script);
      await page.waitForTimeout(100);
    } finally {
      await context.close();
    }
    expect(assertNoPageProblems).toThrow(expected);
    // Taken: nothing left for the check after this test.
    expect(assertNoPageProblems).not.toThrow();
  });

  it("allows the API's 4xx answers, not a web server's, and what a test allows by name", async () => {
    const api = await answering(403);
    const web = await answering(404);
    setApiUrl(api.url);
    const { page, context } = await newPage(browser);
    try {
      await page.goto(`${web.url}/`).catch(() => undefined);
      await page.evaluate(
        async ([apiUrl, webUrl]) => {
          await fetch(`${apiUrl}/admin/x`);
          await fetch(`${webUrl}/missing-chunk.js`);
        },
        [api.url, web.url],
      );
      await page.waitForTimeout(100);
      const lines = (() => {
        try {
          assertNoPageProblems();
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(lines).toMatch(new RegExp(`status of 404[^]*at ${web.url}/missing-chunk\\.js`));
      expect(lines).not.toContain(api.url);

      allowProblems(page, { pattern: /deliberate/, why: 'this test logs it on purpose' });
      await page.evaluate(() => console.error('a deliberate error'));
      await page.waitForTimeout(100);
      expect(assertNoPageProblems).not.toThrow();
    } finally {
      await context.close();
      await api.close();
      await web.close();
    }
  });
});
