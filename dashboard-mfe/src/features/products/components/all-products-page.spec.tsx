import { uiMessages } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makePart, never } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const screenPart = makePart({ _id: 'p1', name: 'iPhone 13 Screen', availableQuantity: 50 });
const battery = makePart({ _id: 'p2', name: 'Pixel 7 Battery', availableQuantity: 3 });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Manage Products', () => {
  it('shows the loader while the parts load', async () => {
    renderDashboard('/dashboard/allProducts', {
      user: admin,
      api: createFakeApi({ 'GET /parts?page=1&limit=50': never }),
    });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
  });

  it('says there are no products yet instead of a blank table', async () => {
    renderDashboard('/dashboard/allProducts', {
      user: admin,
      api: createFakeApi({ 'GET /parts?page=1&limit=50': [] }),
    });
    expect(await screen.findByText(uiMessages.noProductsYet)).toBeInTheDocument();
  });

  it('searches, filters by stock and sorts on the server, and says when nothing matches', async () => {
    const outOfStock = makePart({ _id: 'p3', name: 'Galaxy S22 Screen', availableQuantity: 1, minQuantity: 2 });
    const api = createFakeApi({
      'GET /parts?page=1&limit=50': [screenPart, battery, outOfStock],
      'GET /parts?page=1&limit=50&stock=out': [outOfStock],
      'GET /parts?page=1&limit=50&stock=out&sort=stock-asc': [outOfStock],
      'GET /parts?page=1&limit=50&q=iphone&stock=out&sort=stock-asc': [],
    });
    const { events } = renderDashboard('/dashboard/allProducts', { user: admin, api });
    await screen.findByText('Pixel 7 Battery');

    await events.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await waitFor(() => expect(screen.queryByText('Pixel 7 Battery')).not.toBeInTheDocument());
    expect(screen.getByText('Galaxy S22 Screen')).toBeInTheDocument();

    await events.selectOptions(screen.getByLabelText('Sort parts'), 'Stock (fewest first)');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/parts?page=1&limit=50&stock=out&sort=stock-asc'));

    await events.type(screen.getByLabelText('Search parts'), ' iphone ');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(uiMessages.nothingMatches)).toBeInTheDocument();
    expect(api.calls.at(-1)?.path).toBe('/parts?page=1&limit=50&q=iphone&stock=out&sort=stock-asc');
    expect(screen.getByLabelText('Stock')).toHaveValue('out');
    expect(screen.getByLabelText('Search parts')).toHaveValue('iphone');
  });

  it('lists Name, SKU, Available Quantity, Buyers waiting, Update and Delete', async () => {
    renderDashboard('/dashboard/allProducts', {
      user: admin,
      api: createFakeApi({
        'GET /parts?page=1&limit=50': [screenPart, { ...battery, sku: 'GGL-P7-BAT' }],
        // One read of the counts for the page's parts; parts nobody waits for are left out.
        'GET /stock-alerts/waiting?parts=p1%2Cp2': { p2: 4 },
      }),
    });
    await screen.findByText('Pixel 7 Battery');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'SKU',
      'Available Quantity',
      'Buyers waiting',
      'Update',
      'Delete',
    ]);
    expect(within(rowOf('Pixel 7 Battery')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByRole('cell', { name: 'GGL-P7-BAT' })).toBeInTheDocument();
    expect(await within(rowOf('Pixel 7 Battery')).findByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(rowOf('iPhone 13 Screen')).getByRole('cell', { name: '0' })).toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/dashboard/updateProduct/p2',
    );
  });

  it("deletes a part after the confirmation, says 'Product deleted' and refreshes the list", async () => {
    let parts = [screenPart, battery];
    const api = createFakeApi({
      'GET /parts?page=1&limit=50': () => parts,
      'DELETE /parts/p2': () => {
        parts = [screenPart];
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    const { events } = renderDashboard('/dashboard/allProducts', { user: admin, api });
    await screen.findByText('Pixel 7 Battery');
    await events.click(within(rowOf('Pixel 7 Battery')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: uiMessages.deleteProductQuestion });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(uiMessages.productDeleted)).toBeInTheDocument();
    expect(screen.queryByText(uiMessages.orderCancelled)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pixel 7 Battery')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/parts?page=1&limit=50')).toHaveLength(2);
  });

  it('keeps the part when the confirmation is cancelled', async () => {
    const api = createFakeApi({ 'GET /parts?page=1&limit=50': [battery] });
    const { events } = renderDashboard('/dashboard/allProducts', { user: admin, api });
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Pixel 7 Battery')).toBeInTheDocument();
  });
});
