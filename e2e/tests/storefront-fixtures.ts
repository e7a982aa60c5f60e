import type { Order, Part } from '@phoneparts/contracts';
import type { Locator, Page } from 'playwright-core';
import { newAccount, openSignedIn, signUpViaApi, type Account } from '../support/accounts';
import { linkFrom } from '@phoneparts/mail-catcher';
import { newPage } from '../support/browser';
import type { ShopHandle } from '../support/shop';
import { call, createPart } from './dashboard-fixtures';

/**
 * Data, page locators and page readers for the storefront browser tests. The API calls reuse the
 * dashboard tests' fixtures; what is here is only what the storefront flows add.
 */

export interface BrowserStart {
  /** Signed in with this token (as the shell stores it); a visitor without one. */
  token?: string;
  path?: string;
  /** Runs before the first navigation (e.g. to set up routes). */
  beforeOpen?: (page: Page) => Promise<void>;
  /** Hand the page to `flow` once the document starts to arrive, not once it has loaded (scripts held back). */
  openUntil?: 'load' | 'commit';
  /** The window size (a desktop one unless given). */
  viewport?: { width: number; height: number };
}

/**
 * Runs `flow` in a fresh browser context at `path`. An uncaught error in the page fails the test;
 * failed requests (a declined card's 402) are expected and only reported with a failure.
 */
export async function runInBrowser(
  shop: ShopHandle,
  options: BrowserStart,
  flow: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context, problems } = await newPage(shop.browser, { viewport: options.viewport });
  const path = options.path ?? '/';
  try {
    await options.beforeOpen?.(page);
    if (options.token) await openSignedIn(page, shop.shellUrl, options.token, path, options.openUntil);
    else await page.goto(`${shop.shellUrl}${path}`, { waitUntil: options.openUntil });
    await flow(page);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nbrowser problems:\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

export const products = (page: Page) => page.getByRole('region', { name: 'Our Products' });
export const productCard = (page: Page, part: Pick<Part, 'name'>) =>
  products(page).getByRole('article', { name: part.name });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
/** The user's orders page (docs/product.md#28-dashboard); the storefront keeps the '@' of the email as it is. */
/**
 * The jump to My Orders 2 s (docs/product.md#9-limits) after an order or a payment (a little slack for clock
 * rounding).
 */
export const redirectAtLeastMs = 1_900;

/**
 * A new customer signed up through the API who has opened the verification mail's link (what "Notify
 * me" asks for before it mails the address), with a token for it.
 */
export async function verifiedCustomer(
  shop: ShopHandle,
  prefix = 'store',
): Promise<{ account: Account; token: string }> {
  const customer = await newCustomer(shop.apiUrl, prefix);
  const link = linkFrom(await shop.mail.waitFor(customer.account.email), `${shop.shellUrl}/verify-email?token=`);
  const token = new URL(link).searchParams.get('token');
  const res = await fetch(`${shop.apiUrl}/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`verifying ${customer.account.email} answered ${res.status}: ${await res.text()}`);
  return customer;
}

/** A new customer signed up through the API, with a token for it. */
export async function newCustomer(apiUrl: string, prefix = 'store'): Promise<{ account: Account; token: string }> {
  const account = newAccount(prefix);
  return { account, token: (await signUpViaApi(apiUrl, account)).accessToken };
}

export const myOrdersPath = (email: string) => `/dashboard/myOrders/${email}`;
export const orderRow = (page: Page, part: Pick<Part, 'name'>) =>
  page.locator('tbody tr').filter({ hasText: part.name });
export const cardForm = (page: Page) => page.getByRole('form', { name: 'Card payment' });

/** Fills the sandbox card field (future expiry, any CVC) and presses Pay. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay' }).click();
}

/**
 * Home, item 2 (docs/product.md#22-home), word for word (the storefront keeps these in its own copy, not in
 * contracts).
 */
export const summaryFigures = [
  ['50+', 'Countries'],
  ['7K+', 'Order delivered'],
  ['5K+', 'Happy Clients'],
  ['3K+', 'Posetive Review'],
] as const;

/** Stripe's test cards, which the sandbox provider honours like Stripe does. */
export const cards = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** An expiry two years ahead, as MM/YY, so the test card never expires under the test. */
export function futureExpiry(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** The catalogue as a visitor reads it (public GET /parts, no token). */
export async function publicParts(apiUrl: string): Promise<Part[]> {
  const response = await fetch(`${apiUrl}/parts`);
  if (!response.ok) throw new Error(`GET /parts answered ${response.status}`);
  return (await response.json()) as Part[];
}

/** A part of the seeded demo catalogue, by name. */
export async function seededPart(apiUrl: string, name: string): Promise<Part> {
  const part = (await publicParts(apiUrl)).find((p) => p.name === name);
  if (!part) throw new Error(`the seeded catalogue has no part named ${name}`);
  return part;
}

let parts = 0;

/** A part only one storefront test orders from, so its stock figure is that test's alone. */
export function createStorefrontPart(apiUrl: string, adminToken: string, overrides: Partial<Part> = {}): Promise<Part> {
  parts += 1;
  return createPart(apiUrl, adminToken, {
    name: `E2E Storefront Part ${Date.now().toString(36)}${parts}`,
    ...overrides,
  });
}

export interface DevicePart {
  part: Part;
  brand: string;
  model: string;
}

/**
 * A screen with quantity prices that fits one new device of its own brand, so the device's public page
 * lists exactly this part: `label` makes the names of each spec's part (and brand) its own.
 */
export async function createDevicePart(
  apiUrl: string,
  adminToken: string,
  label: string,
  overrides: Partial<Part> = {},
): Promise<DevicePart> {
  const id = Date.now().toString(36);
  const brand = `${label}brand${id}`;
  const model = `${label}phone ${id}`;
  const part = await createStorefrontPart(apiUrl, adminToken, {
    name: `${label} ${id} OLED`,
    brand,
    models: [model],
    category: 'screen',
    price: 40,
    minQuantity: 2,
    availableQuantity: 30,
    priceBands: [
      { minQuantity: 10, price: 36 },
      { minQuantity: 50, price: 32.5 },
    ],
    ...overrides,
  });
  return { part, brand, model };
}

/** The public page of a device, as the shop links it. */
export const devicePath = (brand: string, model: string) =>
  `/devices/${encodeURIComponent(brand)}/${encodeURIComponent(model)}`;

/** The order as the API holds it now (read through the owner's list). */
export async function orderNow(
  apiUrl: string,
  token: string,
  email: string,
  orderId: string,
): Promise<Order | undefined> {
  const orders = await call<Order[]>(apiUrl, token, 'GET', `/myOrders/${encodeURIComponent(email)}`);
  return orders.find((order) => order._id === orderId);
}

export interface ShownCard {
  name: string;
  price: number;
}

/** The product cards in DOM order: each card's name and its price in dollars (read from "$12.50"). */
export function shownCards(products: Locator): Promise<ShownCard[]> {
  return products.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => {
      const money = /\$([\d,]+\.\d{2})/.exec(article.textContent ?? '');
      return {
        name: article.querySelector('h3')?.textContent?.trim() ?? '',
        price: money ? Number(money[1].replace(/,/g, '')) : Number.NaN,
      };
    }),
  );
}

/** How many columns the cards sit in: the number of distinct left edges. */
export async function gridColumns(products: Locator): Promise<number> {
  const lefts = await products
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** The element's text colour as [r, g, b]. */
export async function textColour(locator: Locator): Promise<[number, number, number]> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** Waits until the page's path is `path` (compared decoded, so '@' and '%40' are the same). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => decodeURIComponent(url.pathname) === path);
}

/** The validation message tied to a form control (the elements its aria-describedby names). */
export function fieldError(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Waits until the cards show `expected` (names and prices, in this order) and answers what they show
 * last, so a failing sort prints the order it left on the page.
 */
export async function cardsShowing(products: Locator, expected: ShownCard[], timeoutMs = 5_000): Promise<ShownCard[]> {
  const deadline = Date.now() + timeoutMs;
  let shown = await shownCards(products);
  while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < deadline) {
    await products.page().waitForTimeout(50);
    shown = await shownCards(products);
  }
  return shown;
}
