import type { StockAlert } from '@phoneparts/contracts';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const alert = (overrides: Partial<StockAlert>): StockAlert => ({
  _id: 'a1',
  partId: 'p1',
  partName: 'iPhone 13 Screen',
  sku: 'APL-IP13-SCR',
  picture: '/images/parts/screen.svg',
  status: 'waiting',
  createdAt: '2026-11-20T10:00:00.000Z',
  notifiedAt: null,
  ...overrides,
});

describe("Account page: the buyer's back-in-stock requests", () => {
  it('lists waiting and mailed requests; withdrawing one removes it', async () => {
    let alerts = [
      alert({}),
      alert({
        _id: 'a2',
        partId: 'p2',
        partName: 'Pixel 7 Battery',
        status: 'mailed',
        notifiedAt: '2026-11-21T10:00:00.000Z',
      }),
    ];
    const api = createFakeApi({
      'GET /account': {
        email: customer.email,
        emailVerified: true,
        signsInWithPassword: true,
        signsInWithGoogle: false,
      },
      'GET /stock-alerts?limit=100': () => alerts,
      'DELETE /stock-alerts/a1': () => {
        alerts = alerts.filter((a) => a._id !== 'a1');
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    renderDashboard('/dashboard/account', { api });
    const list = await screen.findByRole('list', { name: 'Back-in-stock requests' });
    const waiting = within(list).getByText('iPhone 13 Screen').closest('li') as HTMLElement;
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'iPhone 13 Screen' })).toHaveAttribute('href', '/purchase/p1');
    const mailed = within(list).getByText('Pixel 7 Battery').closest('li') as HTMLElement;
    expect(within(mailed).getByText(/^Mailed /)).toBeInTheDocument();
    expect(within(mailed).queryByRole('button')).toBeNull();

    await userEvent.setup().click(within(waiting).getByRole('button', { name: 'Withdraw: iPhone 13 Screen' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Back-in-stock requests' })).not.toHaveTextContent('iPhone 13 Screen'),
    );
    expect(screen.getByText('Pixel 7 Battery')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/stock-alerts/a1')).toBe(true);
  });

  it('says when the buyer waits for nothing', async () => {
    const api = createFakeApi({
      'GET /account': {
        email: customer.email,
        emailVerified: true,
        signsInWithPassword: true,
        signsInWithGoogle: false,
      },
      'GET /stock-alerts?limit=100': [],
    });
    renderDashboard('/dashboard/account', { api });
    expect(await screen.findByText('You are not waiting for any part.')).toBeInTheDocument();
  });
});
