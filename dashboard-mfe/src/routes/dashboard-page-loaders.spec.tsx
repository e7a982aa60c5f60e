import type { AuthIdentity, OrderDetail } from '@phoneparts/contracts';
import { screen } from '@testing-library/react';
import { createFakeApi, makeOrder, makePart, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { admin, customer, makeProfile } from '../testing/fixtures';
import { renderDashboard } from '../testing/render-dashboard';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { dashboardRoutes } from './dashboard-routes';

const orderId = 'a1b2c3d4-0000-4000-8000-000000000001';
const order: OrderDetail = {
  ...makeOrder({ _id: orderId, name: 'iPhone 13 Screen', quantity: 2, price: 25 }),
  history: [{ from: null, to: 'placed', byEmail: customer.email, note: null, at: '2026-05-04T13:00:00.000Z' }],
};
const part = makePart({ _id: 'p7', name: 'Pixel 7 Battery' });
const account = { email: customer.email, emailVerified: true, signsInWithPassword: true, signsInWithGoogle: false };

interface Case {
  address: string;
  user: AuthIdentity;
  /** The read the loader starts: the fake API's key. */
  read: string;
  answer: FakeAnswer;
  /** Waits for what the page shows once it has the answer. */
  shows: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    address: `/dashboard/orders/${orderId}`,
    user: customer,
    read: `GET /myOrders/order/${orderId}`,
    answer: order,
    shows: () => screen.findByText(/^Status:/),
  },
  {
    address: '/dashboard/allOrders?status=paid&email=ana&page=2',
    user: admin,
    read: 'GET /myOrders?page=2&limit=50&status=paid&email=ana',
    answer: [makeOrder({ _id: 'o1', name: 'Galaxy Back Glass', status: 'paid', paid: true })],
    shows: () => screen.findByText('Galaxy Back Glass'),
  },
  {
    address: '/dashboard/allProducts?q=battery&sort=nonsense',
    user: admin,
    read: 'GET /parts?page=1&limit=50&q=battery',
    answer: [part],
    shows: () => screen.findByText('Pixel 7 Battery'),
  },
  {
    address: '/dashboard/allUsers?role=admin',
    user: admin,
    read: 'GET /users?page=1&limit=50&role=admin',
    answer: [makeProfile({ email: 'boss@example.com', role: 'admin' })],
    shows: () => screen.findByText('boss@example.com'),
  },
  {
    address: '/dashboard/account',
    user: customer,
    read: 'GET /account',
    answer: account,
    shows: () => screen.findByRole('heading', { name: 'Change password' }),
  },
  {
    address: '/dashboard/lowStock?sort=name-asc',
    user: admin,
    read: 'GET /admin/parts/low-stock?page=1&limit=50&sort=name-asc',
    answer: [{ _id: 'p7', sku: 'GGL-P7-BAT', name: 'Pixel 7 Battery', availableQuantity: 2, threshold: 5, version: 1 }],
    shows: () => screen.findByText('Pixel 7 Battery'),
  },
  {
    address: '/dashboard/updateProduct/p7',
    user: admin,
    read: 'GET /purchase/p7',
    answer: part,
    shows: () => screen.findByDisplayValue('Pixel 7 Battery'),
  },
];

/** Runs the loader of the route react-router matches for `address`, as the shell's data router does. */
async function load(address: string, api: ReturnType<typeof createFakeApi>) {
  const url = `http://shop.test${address}`;
  const match = matchRoutes([dashboardRoutes({ api })], new URL(url).pathname)?.at(-1);
  const loader = match?.route.loader;
  if (match && typeof loader === 'function')
    await loader({ params: match.params, request: new Request(url) } as LoaderFunctionArgs);
}

const callsOf = (api: ReturnType<typeof createFakeApi>, key: string) =>
  api.calls.filter(({ method, path }) => `${method.toUpperCase()} ${path}` === key);

describe("the dashboard pages' route loaders", () => {
  it.each(cases)('starts $read for $address, and the page renders from that one read', async (c) => {
    const api = createFakeApi({ [c.read]: c.answer });
    await load(c.address, api);
    expect(api.calls.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([c.read]);

    renderDashboard(c.address, { api, user: c.user });
    await c.shows();
    expect(callsOf(api, c.read)).toHaveLength(1);
  });

  it.each(cases)('is run by the router at $address, and the page does not read again', async (c) => {
    const api = createFakeApi({ [c.read]: c.answer });
    renderDashboard(c.address, { api, user: c.user, loaders: true });
    await c.shows();
    expect(callsOf(api, c.read)).toHaveLength(1);
  });

  it.each([`/dashboard/myOrders/${encodeURIComponent(customer.email)}`, '/dashboard', '/dashboard/no/such/page'])(
    'reads nothing ahead for %s (its read needs the identity, or there is no page)',
    async (address) => {
      const api = createFakeApi();
      await load(address, api);
      expect(api.calls).toEqual([]);
    },
  );
});
