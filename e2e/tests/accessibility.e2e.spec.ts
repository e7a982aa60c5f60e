import { documentTitle, sitePageFor, sitePages, type Order, type Part, type SitePage } from '@phoneparts/contracts';
import { pageDescriptionFor } from '@phoneparts/contracts/page-descriptions';
import type { BrowserContext } from 'playwright-core';
import {
  demoAdmin,
  newAccount,
  openSignedIn,
  signInViaApi,
  signUpViaApi,
  storeSession,
  type Account,
} from '../support/accounts';
import { describeFindings, seriousViolations } from '../support/axe';
import { newContext, newPage, openPage } from '../support/browser';
import { useShop } from '../support/shop';
import { call, createPart, placeOrder } from './dashboard-fixtures';

type Role = 'visitor' | 'customer' | 'admin';
const roles: Role[] = ['visitor', 'customer', 'admin'];

/** Every page of the site map (a page added there is visited here too) and the 404 of any other path. */
const routes: Array<[string, SitePage]> = [
  ...sitePages.map((page): [string, SitePage] => [page.path, page]),
  ['/no/such/page', sitePageFor('/no/such/page')],
];

/**
 * Where a role lands when it asks for a page: the guards send a visitor (and a customer, from an admin
 * page) to /login; a signed-in user asking for a sign-in page goes home; the Google landing page without
 * the one-time code its sign-in brings sends everyone on.
 */
function landingPath(page: SitePage, role: Role, requested: string): string {
  const signedIn = role !== 'visitor';
  if (page.path === '/auth/google/done') return signedIn ? '/' : '/login';
  if (signedIn && (page.path === '/login' || page.path === '/signUp')) return '/';
  if (page.access === 'signedIn' && !signedIn) return '/login';
  if (page.access === 'admin' && role !== 'admin') return '/login';
  return requested;
}

/**
 * Every route, for every role, lands where it should, with exactly one h1 and the title and description
 * of the page it shows (set by the shell from the site map); every page shown has no serious or
 * critical axe-core violation.
 */
describe('accessibility of every page', () => {
  const shop = useShop();
  const accounts: Partial<Record<Role, Account>> = {};
  let part: Part;
  let order: Order;

  beforeAll(async () => {
    const admin = await signInViaApi(shop.apiUrl, demoAdmin);
    const customer = newAccount('axe');
    const customerToken = (await signUpViaApi(shop.apiUrl, customer)).accessToken;
    accounts.admin = demoAdmin;
    accounts.customer = customer;
    part = await createPart(shop.apiUrl, admin.accessToken);
    // The customer's cart (/cart) holds two lines: one as it can be bought, and one that the order below
    // leaves above the part's stock, so the page is checked with a flagged line and its explanation.
    const other = await createPart(shop.apiUrl, admin.accessToken);
    await call(shop.apiUrl, customerToken, 'PUT', `/cart/lines/${other._id}`, { quantity: other.minQuantity });
    await call(shop.apiUrl, customerToken, 'PUT', `/cart/lines/${part._id}`, { quantity: part.availableQuantity });
    order = await placeOrder(shop.apiUrl, customerToken, part, part.minQuantity);
  });

  /** The route with its parameters filled (a part, its SKU, a device, the customer's unpaid order, the role's own email) and a `*` with a path no page has. */
  function concretePath(path: string, role: Role): string {
    const values: Record<string, string> = {
      id: path.startsWith('/payment/') || path.startsWith('/dashboard/orders/') ? order._id : part._id,
      email: (accounts[role] ?? accounts.customer)!.email,
      // The public part and device pages: the part's SKU, and a device (a page with or without parts is one page).
      sku: part.sku,
      brand: part.brand ?? 'Apple',
      model: part.models[0] ?? 'iPhone 13',
    };
    return path
      .replace(/:(\w+)/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`No test value for the route parameter :${name} of ${path}`);
        return encodeURIComponent(values[name]);
      })
      .replace(/\*$/, 'no-such-page');
  }

  /**
   * A customer sent away from an admin page is signed out, and signing out ends every session of the account
   * (docs/product.md#4-states, "Guards"): those visits would end the tokens of the customer's other visits running
   * beside them.
   */
  const signsOut = (role: Role, page: SitePage) => role === 'customer' && page.access === 'admin';

  /**
   * The other visits of a role open their pages in one browser context of the role, signed in once: the
   * visits leave the session as it was, and a fresh context per visit made every page download and
   * compile the shop's scripts again, which was most of the walk's CPU. The visits that sign out keep a
   * context (and a sign-in) of their own.
   */
  const roleContexts = new Map<Role, Promise<BrowserContext>>();
  const roleContext = (role: Role): Promise<BrowserContext> => {
    let context = roleContexts.get(role);
    if (!context) {
      context = openRoleContext(role);
      roleContexts.set(role, context);
    }
    return context;
  };
  async function openRoleContext(role: Role): Promise<BrowserContext> {
    const context = await newContext(shop.browser);
    const account = accounts[role];
    if (account) {
      const { accessToken } = await signInViaApi(shop.apiUrl, account);
      const page = await context.newPage();
      await storeSession(page, shop.shellUrl, accessToken);
      await page.close();
    }
    return context;
  }
  afterAll(async () => {
    for (const context of roleContexts.values()) await (await context).close();
  });

  // Each visit has its own page and mostly waits (page loads, the network, axe's walk of the page), so
  // several run side by side; jest runs a describe's concurrent tests after its beforeAll, at most
  // `maxConcurrency` (e2e/jest.config.js) at a time, and the others after them.
  describe.each(roles)('as %s', (role) => {
    const visit = async (route: string, sitePage: SitePage) => {
      const requested = concretePath(route, role);
      const landing = landingPath(sitePage, role, requested);
      const shown = sitePageFor(landing);
      const isolated = signsOut(role, sitePage);
      const { page, context, problems, openRequests } = isolated
        ? await newPage(shop.browser)
        : { context: undefined, ...(await openPage(await roleContext(role))) };
      try {
        const account = accounts[role];
        if (isolated && account) {
          // A session of its own: being sent away signs this account out (docs/product.md#4-states).
          const { accessToken } = await signInViaApi(shop.apiUrl, account);
          await openSignedIn(page, shop.shellUrl, accessToken, requested);
        } else {
          await page.goto(`${shop.shellUrl}${requested}`);
        }
        await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(landing));
        // Settled: the shell has set the page's title, no loader or busy region is left (remote mounted,
        // data shown), a heading is drawn and, signed in, the top bar's cart count has come.
        // Not "the network fell idle":
        // what still loads then (pictures, the field-data reporter fetched once the page is idle) does
        // not change what axe reads, and on a loaded machine it outlasted the wait.
        const signedInAtLanding = role !== 'visitor' && landing !== '/login'; // sent to /login = signed out
        await page.waitForFunction(
          ({ title, description, cartCount }) =>
            document.title === title &&
            // The description comes with its own chunk, just after the title.
            document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === description &&
            !document.querySelector('.ui-loader, [aria-busy="true"]') &&
            // The page's own heading is drawn: on a cold start the title is set before a remote's page.
            document.querySelector('h1') !== null &&
            (!cartCount || document.querySelector('[data-testid="cart-count"]') !== null),
          { title: documentTitle(shown), description: pageDescriptionFor(shown), cartCount: signedInAtLanding },
        );

        const failures: string[] = [];
        const headings = await page.locator('h1').allInnerTexts();
        if (headings.length !== 1) failures.push(`${headings.length} h1 elements: ${JSON.stringify(headings)}`);
        // A visit sent elsewhere shows a page that its own visit checks in the same state (a visitor's
        // /login, a role's home), so axe's walk of the page, the costly part of a visit, is not repeated.
        const findings = landing === requested ? await seriousViolations(page) : [];
        if (findings.length > 0) failures.push(`serious/critical axe-core violations:\n${describeFindings(findings)}`);
        if (failures.length > 0) throw new Error(`${requested} as ${role} (at ${landing}):\n${failures.join('\n')}`);
      } catch (error) {
        const open = openRequests();
        throw new Error(
          `${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}\nrequests still open:\n${open.join('\n')}`,
        );
      } finally {
        await (context ?? page).close();
      }
    };
    it.concurrent.each(routes.filter(([, page]) => !signsOut(role, page)))('%s', visit);
    const oneByOne = routes.filter(([, page]) => signsOut(role, page));
    if (oneByOne.length > 0) it.each(oneByOne)('%s', visit);
  });
});
