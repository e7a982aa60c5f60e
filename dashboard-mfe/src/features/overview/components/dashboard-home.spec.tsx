import { uiMessages } from '@phoneparts/contracts';
import { screen, within } from '@testing-library/react';
import { createFakeApi, makePart, never } from '@phoneparts/shared-ui/testing';
import { admin, customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';
import { browserTimeZone } from './overview-stats';

const overviewPath = `GET /admin/overview?days=14&tz=${encodeURIComponent(browserTimeZone())}`;

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Dashboard shortcuts' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span:nth-child(2)')?.textContent);

describe('Dashboard home', () => {
  it('gives a customer My Profile, My Order and Add Review', () => {
    renderDashboard('/dashboard');
    expect(tileNames()).toEqual(['My Profile', 'My Order', 'Add Review']);
    const tiles = screen.getByRole('list', { name: 'Dashboard shortcuts' });
    expect(within(tiles).getByRole('link', { name: /My Order/ })).toHaveAttribute(
      'href',
      '/dashboard/myOrders/ana%40example.com',
    );
    expect(screen.queryByRole('heading', { name: 'Shop overview' })).not.toBeInTheDocument();
  });

  it('gives an admin the management tiles and hides the order and review tiles', () => {
    renderDashboard('/dashboard', { user: admin, api: createFakeApi({ [overviewPath]: never }) });
    expect(tileNames()).toEqual([
      'My Profile',
      'Make Admin',
      'All Orders',
      'Returns',
      'Add product',
      'Manage Products',
      'Low stock',
      'Import and export',
      'Shipping',
      'Tax',
    ]);
  });

  it('has a side drawer with the same entries that opens and closes on small screens', async () => {
    const { events } = renderDashboard('/dashboard', { user: customer });
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const drawer = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'My Profile', 'My Order', 'Add Review']);

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await events.click(toggle);
    await events.click(within(drawer).getByRole('link', { name: 'Add Review' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/addReview');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open drawer and gives focus back to its toggle on Escape', async () => {
    const { events } = renderDashboard('/dashboard', { user: customer });
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    toggle.focus();
    await events.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');
    for (const link of links) {
      await events.tab();
      expect(link).toHaveFocus();
    }
    await events.tab(); // past the last entry: back to the toggle, not out to the page
    expect(toggle).toHaveFocus();
    await events.tab({ shift: true });
    expect(links[links.length - 1]).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the admin overview: order counts, charts and out-of-stock parts', async () => {
    const overview = {
      timeZone: browserTimeZone(),
      ordersByStatus: { placed: 2, paid: 1, shipped: 1, cancelled: 4 },
      // Today's revenue: the paid 2 × $20 and the shipped 1 × $5; unpaid orders are no revenue yet.
      days: [
        { day: '2026-11-21', orders: 0, revenue: 0 },
        { day: '2026-11-22', orders: 4, revenue: 45 },
      ],
      outOfStock: {
        total: 3,
        parts: [makePart({ _id: 'p2', name: 'Moto G Camera', minQuantity: 5, availableQuantity: 2 })],
      },
    };
    const webVitals = {
      days: 7,
      pages: [
        {
          page: '/purchase/:id',
          LCP: { p75: 2100, samples: 12 },
          INP: { p75: 240, samples: 9 },
          CLS: { p75: null, samples: 0 },
        },
      ],
    };
    const api = createFakeApi({ [overviewPath]: overview, 'GET /admin/web-vitals': webVitals });
    renderDashboard('/dashboard', { user: admin, api });

    const region = await screen.findByRole('region', { name: 'Shop overview' });
    const stat = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(await within(region).findByText('Unpaid orders')).toBeInTheDocument();
    expect([stat('Unpaid orders'), stat('Paid, to ship'), stat('Shipped orders'), stat('Parts out of stock')]).toEqual([
      '2',
      '1',
      '1',
      '3',
    ]);
    expect(within(region).getByRole('img', { name: /Orders, last 14 days/ })).toBeInTheDocument();
    const revenue = within(region).getByRole('img', { name: /Revenue, last 14 days/ });
    expect(revenue).toHaveAccessibleName(/\$45\.00$/);
    expect(revenue.querySelector('desc')?.textContent).toMatch(/: \$45\.00$/);
    expect(within(region).getByRole('link', { name: 'Moto G Camera' })).toHaveAttribute(
      'href',
      '/dashboard/updateProduct/p2',
    );
    expect(within(region).getByText(/2 more in/)).toHaveTextContent('2 more in Manage Products');
    const fieldSpeed = await within(region).findByRole('table', { name: /75th percentile per page/ });
    expect(within(fieldSpeed).getByRole('columnheader', { name: 'LCP' })).toBeInTheDocument();
    expect(
      within(fieldSpeed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.1 s good, 12 visits', '240 ms needs improvement, 9 visits', 'no data']);
    expect(fieldSpeed).toHaveAccessibleName(/LCP good up to 2\.5 s, poor above 4\.0 s; INP good up to 200 ms/);
    // One answer of aggregates: no list of orders or parts is read.
    expect(api.calls.map((c) => c.path).filter((path) => !path.startsWith('/admin/'))).toEqual([]);
  });

  it('says so when no visit reported its speed', async () => {
    const overview = {
      timeZone: browserTimeZone(),
      ordersByStatus: { placed: 0, paid: 0, shipped: 0, cancelled: 0 },
      days: [],
      outOfStock: { total: 0, parts: [] },
    };
    const api = createFakeApi({ [overviewPath]: overview, 'GET /admin/web-vitals': { days: 7, pages: [] } });
    renderDashboard('/dashboard', { user: admin, api });
    expect(await screen.findByText('No visit has reported its speed in the last 7 days.')).toBeInTheDocument();
  });

  it('shows the loader while the overview loads', () => {
    renderDashboard('/dashboard', { user: admin, api: createFakeApi({ [overviewPath]: never }) });
    const overview = screen.getByRole('region', { name: 'Shop overview' });
    expect(within(overview).getByText(uiMessages.loading)).toBeInTheDocument();
  });
});
