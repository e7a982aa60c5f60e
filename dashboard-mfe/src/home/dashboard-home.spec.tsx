import { uiMessages } from '@phoneparts/contracts';
import { screen, within } from '@testing-library/react';
import { createFakeApi, never } from '@phoneparts/shared-ui/testing';
import { admin, customer, makeOrder, makePart } from '../testing/fixtures';
import { renderDashboard } from '../testing/render-dashboard';

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Dashboard shortcuts' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span:nth-child(2)')?.textContent);

describe('Dashboard home', () => {
  it('gives a customer My Profile, My Order and Add Review', () => {
    renderDashboard('/dashboard');
    expect(tileNames()).toEqual(['My Profile', 'My Order', 'Add Review']);
    const tiles = screen.getByRole('list', { name: 'Dashboard shortcuts' });
    expect(within(tiles).getByRole('link', { name: /My Order/ })).toHaveAttribute('href', '/dashboard/myOrders/ana%40example.com');
    expect(screen.queryByRole('heading', { name: 'Shop overview' })).not.toBeInTheDocument();
  });

  it('gives an admin the management tiles and hides the order and review tiles', () => {
    renderDashboard('/dashboard', { user: admin, api: createFakeApi({ 'GET /myOrders': never, 'GET /parts': never }) });
    expect(tileNames()).toEqual(['My Profile', 'Make Admin', 'All Orders', 'Add product', 'Manage Products']);
  });

  it('has a side drawer with the same entries that opens and closes on small screens', async () => {
    const { events } = renderDashboard('/dashboard', { user: customer });
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const drawer = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(drawer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'My Profile', 'My Order', 'Add Review']);

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await events.click(toggle);
    await events.click(within(drawer).getByRole('link', { name: 'Add Review' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/addReview');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the admin overview: order counts, charts and out-of-stock parts', async () => {
    const orders = [
      makeOrder({ _id: 'a', status: 'placed' }),
      makeOrder({ _id: 'b', status: 'placed' }),
      makeOrder({ _id: 'c', status: 'paid', price: 20, quantity: 2 }),
      makeOrder({ _id: 'd', status: 'shipped', price: 5, quantity: 1 }),
    ];
    const parts = [makePart({ _id: 'p1', name: 'Stocked' }), makePart({ _id: 'p2', name: 'Moto G Camera', minQuantity: 5, availableQuantity: 2 })];
    renderDashboard('/dashboard', { user: admin, api: createFakeApi({ 'GET /myOrders': orders, 'GET /parts': parts }) });

    const overview = await screen.findByRole('region', { name: 'Shop overview' });
    const stat = (label: string) => within(overview).getByText(label).nextElementSibling?.textContent;
    expect(await within(overview).findByText('Unpaid orders')).toBeInTheDocument();
    expect([stat('Unpaid orders'), stat('Paid, to ship'), stat('Shipped orders'), stat('Parts out of stock')]).toEqual(['2', '1', '1', '1']);
    expect(within(overview).getByRole('img', { name: /Orders, last 14 days/ })).toBeInTheDocument();
    // Today's revenue: the paid 2 × $20 and the shipped 1 × $5; unpaid orders are no revenue yet.
    const revenue = within(overview).getByRole('img', { name: /Revenue, last 14 days/ });
    expect(revenue).toHaveAccessibleName(/\$45\.00$/);
    expect(revenue.querySelector('desc')?.textContent).toMatch(/: \$45\.00$/);
    expect(within(overview).getByRole('link', { name: 'Moto G Camera' })).toHaveAttribute('href', '/dashboard/updateProduct/p2');
    expect(within(overview).queryByText('Stocked')).not.toBeInTheDocument();
  });

  it('shows the loader while the overview loads', () => {
    renderDashboard('/dashboard', { user: admin, api: createFakeApi({ 'GET /myOrders': never, 'GET /parts': never }) });
    const overview = screen.getByRole('region', { name: 'Shop overview' });
    expect(within(overview).getByText(uiMessages.loading)).toBeInTheDocument();
  });
});
