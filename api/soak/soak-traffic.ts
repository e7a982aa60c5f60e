import type { RequestSample } from './soak-stats';
import { contact } from '../bench/storefront-calls';

/**
 * The soak's visits: what shoppers, buyers, an admin and people signing in do, each a few requests
 * through the API proxy. Every request is timed and recorded under its route; one that does not get
 * the answer a person would expect is an error and ends its visit.
 */

export interface Actor {
  headers: Record<string, string>;
  /** Where the request comes from (X-Forwarded-For; the API trusts the proxies in front). */
  address: string;
}

export interface Customer extends Actor {
  email: string;
}

export interface ShopUnderLoad {
  url: string;
  partIds: string[];
  admin: Actor;
  password: string;
  /** Customers not in a visit now: a customer is in one visit at a time, as a person is. */
  idleCustomers: Customer[];
  /** `problem`: what went wrong, `kind` naming it for counting (route and status). */
  record(sample: Omit<RequestSample, 'at'>, problem?: { kind: string; example: string }): void;
}

type Visit = (shop: ShopUnderLoad) => Promise<void>;

class VisitFailed extends Error {}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const anonymous = (): Actor => ({
  headers: {},
  address: `10.1.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
});

/** One request, timed; answers the parsed body. Anything but `expect` records an error and ends the visit. */
async function call(
  shop: ShopUnderLoad,
  route: string,
  actor: Actor,
  method: string,
  path: string,
  body?: unknown,
  expect = 200,
): Promise<unknown> {
  const started = performance.now();
  let status = 0;
  let text = '';
  try {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: {
        ...actor.headers,
        'x-forwarded-for': actor.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    text = String(error);
  }
  const ok = status === expect;
  shop.record(
    { route, ms: performance.now() - started, ok },
    ok ? undefined : { kind: `${route} answered ${status || 'nothing'}`, example: text.slice(0, 200) },
  );
  if (!ok) throw new VisitFailed();
  return text ? JSON.parse(text) : null;
}

/** Runs `visit` as an idle customer, handing them back afterwards. */
async function asCustomer(shop: ShopUnderLoad, visit: (customer: Customer) => Promise<void>) {
  const customer = shop.idleCustomers.pop();
  if (!customer) throw new Error('more visits at once than soak customers: raise the customer count');
  try {
    await visit(customer);
  } finally {
    shop.idleCustomers.unshift(customer);
  }
}

const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

/** The catalogue as the storefront reads it: a page of parts in one of its orders, sometimes a search. */
const browseCatalogue: Visit = async (shop) => {
  const sort = pick(['default', 'name-asc', 'price-asc', 'price-desc']);
  const query = Math.random() < 0.3 ? `&q=${pick(['bench', 'part 1', 'part 2'])}` : '';
  await call(
    shop,
    'GET /parts',
    anonymous(),
    'GET',
    `/parts?page=${1 + Math.floor(Math.random() * 3)}&sort=${sort}${query}`,
  );
};

const readFacets: Visit = async (shop) => {
  await call(shop, 'GET /parts/facets', anonymous(), 'GET', '/parts/facets');
};

const openPartPage: Visit = async (shop) => {
  await call(shop, 'GET /purchase/:id', anonymous(), 'GET', `/purchase/${pick(shop.partIds)}`);
};

/** A shopper puts a part in the cart, looks at it and takes it out again. */
const useCart: Visit = (shop) =>
  asCustomer(shop, async (customer) => {
    const partId = pick(shop.partIds);
    const quantity = 1 + Math.floor(Math.random() * 3);
    await call(shop, 'PUT /cart/lines/:partId', customer, 'PUT', `/cart/lines/${partId}`, { quantity });
    await call(shop, 'GET /cart', customer, 'GET', '/cart');
    await call(shop, 'DELETE /cart/lines/:partId', customer, 'DELETE', `/cart/lines/${partId}`);
  });

/** A buyer fills the cart, checks out and pays with the sandbox card, as the shell does. */
const checkOutAndPay: Visit = (shop) =>
  asCustomer(shop, async (customer) => {
    const parts = new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(shop.partIds)));
    for (const partId of parts)
      await call(shop, 'PUT /cart/lines/:partId', customer, 'PUT', `/cart/lines/${partId}`, { quantity: 1 });
    const order = (await call(shop, 'POST /cart/checkout', customer, 'POST', '/cart/checkout', contact, 201)) as {
      _id: string;
    };
    const intent = (await call(shop, 'POST /create-payment-intent', customer, 'POST', '/create-payment-intent', {
      orderId: order._id,
    })) as { clientSecret: string };
    const confirmed = (await call(
      shop,
      'POST /payments/sandbox/confirm',
      anonymous(),
      'POST',
      '/payments/sandbox/confirm',
      {
        clientSecret: intent.clientSecret,
        ...card,
      },
    )) as { paymentIntent: { id: string } };
    await call(shop, 'PATCH /myOrders/:id', customer, 'PATCH', `/myOrders/${order._id}`, {
      transactionId: confirmed.paymentIntent.id,
    });
  });

/** The admin's lists: all orders (a page, sometimes filtered), the users, the overview. */
const adminLists: Visit = async (shop) => {
  const status = Math.random() < 0.5 ? `&status=${pick(['placed', 'paid'])}` : '';
  await call(shop, 'GET /myOrders (admin)', shop.admin, 'GET', `/myOrders?page=1${status}`);
  await call(shop, 'GET /users', shop.admin, 'GET', `/users?page=${1 + Math.floor(Math.random() * 3)}`);
  await call(shop, 'GET /admin/overview', shop.admin, 'GET', '/admin/overview');
};

/** Signing in with email and password (scrypt at the production cost). */
const signIn: Visit = (shop) =>
  asCustomer(shop, async (customer) => {
    await call(shop, 'POST /auth/login', customer, 'POST', '/auth/login', {
      email: customer.email,
      password: shop.password,
    });
  });

/** How often each visit comes up, per 100 visits. */
const mix: [number, Visit][] = [
  [35, browseCatalogue],
  [5, readFacets],
  [25, openPartPage],
  [15, useCart],
  [10, checkOutAndPay],
  [8, adminLists],
  [2, signIn],
];
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);

/** One visit drawn from the mix; resolves when it has ended, whether or not it failed (failures are recorded). */
export async function randomVisit(shop: ShopUnderLoad): Promise<void> {
  let draw = Math.random() * totalWeight;
  const [, visit] = mix.find(([weight]) => (draw -= weight) < 0) ?? mix[0];
  try {
    await visit(shop);
  } catch (error) {
    if (!(error instanceof VisitFailed)) throw error;
  }
}
