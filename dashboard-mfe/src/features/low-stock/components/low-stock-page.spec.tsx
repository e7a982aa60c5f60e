import type { LowStockPart } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';
import { noLowStock } from './low-stock-page';

const battery: LowStockPart = {
  _id: 'p2',
  sku: 'GGL-P7-BAT',
  name: 'Pixel 7 Battery',
  availableQuantity: 1,
  threshold: 5,
  version: 3,
};
const port: LowStockPart = {
  _id: 'p3',
  sku: 'APL-13-PORT',
  name: 'iPhone 13 Port',
  availableQuantity: 4,
  threshold: 10,
  version: 1,
};

describe('Low stock', () => {
  it('lists the parts under their threshold with a link to update each, and sorts on the server', async () => {
    const api = createFakeApi({
      'GET /admin/parts/low-stock?page=1&limit=50': [battery, port],
      'GET /admin/parts/low-stock?page=1&limit=50&sort=shortfall-desc': [port, battery],
    });
    const { events } = renderDashboard('/dashboard/lowStock', { user: admin, api });
    await screen.findByText('Pixel 7 Battery');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'SKU',
      'Available Quantity',
      'Threshold',
      'Restock',
    ]);
    const row = screen.getByText('Pixel 7 Battery').closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Update Pixel 7 Battery' })).toHaveAttribute(
      'href',
      '/dashboard/updateProduct/p2',
    );

    await events.selectOptions(screen.getByLabelText('Sort parts'), 'Furthest under threshold first');
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/admin/parts/low-stock?page=1&limit=50&sort=shortfall-desc'),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('iPhone 13 Port'));
  });

  it('says when no part is running low', async () => {
    renderDashboard('/dashboard/lowStock', {
      user: admin,
      api: createFakeApi({ 'GET /admin/parts/low-stock?page=1&limit=50': [] }),
    });
    expect(await screen.findByText(noLowStock)).toBeInTheDocument();
  });
});
