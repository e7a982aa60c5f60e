import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { watchPage } from './page-problems';

/**
 * The flags every Chromium of the tests and the bench starts with: the team brief's headless flags, plus
 * no QUIC and no sync (nothing to reach), plus no WebUI address-bar popup. Debian's Chromium 156 draws
 * that popup as a web page of its own, in a renderer of its own, even headless: it spent more CPU while
 * the shop's home page loaded than the page itself, which on a small machine slowed the page's own
 * tasks. No phone browser runs it beside the page.
 */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // All three: with any one of them left on, the popup's renderer still starts.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The machine's Chromium (never a downloaded one): CHROMIUM_PATH or Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The Chromium of the machine, headless, with `chromiumFlags`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...chromiumFlags] });
}

type PageOptions = { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean };

/**
 * A fresh context (own storage, own HTTP cache) for pages opened with `openPage`; Stripe.js, which
 * cannot be reached from here, is answered at once instead of hanging.
 */
export async function newContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return context;
}

/**
 * A fresh context (own storage) and page. Its uncaught errors, console errors and warnings are watched
 * (page-problems.ts): the test fails on any its allow-list does not allow; `problems` lists them as text
 * so a test can show them when it fails for another reason.
 */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[]; openRequests: () => string[] }> {
  const context = await newContext(browser, options);
  return { context, ...(await openPage(context)) };
}

/**
 * A watched page (as `newPage`'s) in a context made by `newContext`: pages of one context share its
 * storage (one session) and its HTTP cache, so a page after the first loads the shop's scripts from
 * the cache, compiled once.
 */
export async function openPage(
  context: BrowserContext,
): Promise<{ page: Page; problems: string[]; openRequests: () => string[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const { problems } = watchPage(page);
  // The requests still waiting for an answer, and since when: whether a page that never settled was
  // waiting on the network.
  const open = new Map<Request, number>();
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const openRequests = () =>
    [...open].map(([request, since]) => `${request.method()} ${request.url()} (open ${Date.now() - since} ms)`);
  return { page, problems, openRequests };
}
