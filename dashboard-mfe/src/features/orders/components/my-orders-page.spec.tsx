import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, makeOrder, never } from '@phoneparts/shared-ui/testing';
import { customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const path = `/dashboard/myOrders/${encodeURIComponent(customer.email)}`;
const ordersPath = '/myOrders/ana%40example.com?page=1&limit=50';

const unpaid = makeOrder({ _id: 'o-unpaid', name: 'iPhone 13 Screen', quantity: 10 });
const paid = makeOrder({
  _id: 'o-paid',
  name: 'Pixel 7 Battery',
  quantity: 4,
  status: 'paid',
  paid: true,
  transactionId: 'pi_sandbox_123',
});

const cartOrder = makeOrder({
  _id: 'o-cart',
  name: 'iPhone 13 Screen',
  quantity: 2,
  lines: [
    { partId: 'p1', name: 'iPhone 13 Screen', picture: '/s.svg', unitPrice: 25, quantity: 2, lineTotal: 50 },
    { partId: 'p2', name: 'Pixel 7 Battery', picture: '/b.svg', unitPrice: 12.5, quantity: 4, lineTotal: 50 },
    { partId: 'p3', name: 'Adhesive', picture: '/a.svg', unitPrice: 1, quantity: 10, lineTotal: 10 },
  ],
});

function rowOf(name: string) {
  return screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;
}

describe('My Orders', () => {
  it('shows an order of several lines as one row: its first part + how many more, and all its units', async () => {
    renderDashboard(path, { api: createFakeApi({ [`GET ${ordersPath}`]: [cartOrder, paid] }) });
    await screen.findByText('iPhone 13 Screen + 2 more');
    const row = rowOf('iPhone 13 Screen \\+ 2 more');
    expect(within(row).getByRole('cell', { name: '16' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/payment/o-cart');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the loader while the orders load', () => {
    renderDashboard(path, { api: createFakeApi({ [`GET ${ordersPath}`]: never }) });
    expect(screen.getByText(uiMessages.loading)).toBeInTheDocument();
  });

  it('says there are no orders yet instead of a blank table', async () => {
    renderDashboard(path, { api: createFakeApi({ [`GET ${ordersPath}`]: [] }) });
    expect(await screen.findByText(uiMessages.noOrdersYet)).toBeInTheDocument();
  });

  it("shows the API's message when the orders cannot be read", async () => {
    renderDashboard(path, {
      api: createFakeApi({ [`GET ${ordersPath}`]: failWith(403, apiMessages.notYourResource) }),
    });
    expect(await screen.findByText(apiMessages.notYourResource)).toBeInTheDocument();
  });

  it('lists Name, Date, Quantity, Total, Shipping, Payment, Order again and Cancel: Pay for unpaid, the transaction id for paid', async () => {
    renderDashboard(path, { api: createFakeApi({ [`GET ${ordersPath}`]: [unpaid, paid] }) });
    await screen.findByText('iPhone 13 Screen');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Date',
      'Quantity',
      'Total',
      'Shipping',
      'Payment',
      'Order again',
      'Cancel',
    ]);

    const unpaidRow = rowOf('iPhone 13 Screen');
    expect(within(unpaidRow).getByRole('cell', { name: '10' })).toBeInTheDocument();
    expect(within(unpaidRow).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/payment/o-unpaid');
    expect(within(unpaidRow).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Each order links to its own page.
    expect(within(unpaidRow).getByRole('link', { name: 'Order O-UNPAID' })).toHaveAttribute(
      'href',
      '/dashboard/orders/o-unpaid',
    );

    const paidRow = rowOf('Pixel 7 Battery');
    expect(within(paidRow).getByText('pi_sandbox_123')).toBeInTheDocument();
    expect(within(paidRow).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    const cancelPaid = within(paidRow).getByRole('button', { name: 'Cancel' });
    expect(cancelPaid).toBeDisabled();
    expect(cancelPaid).toHaveAttribute('title', apiMessages.orderPaidCannotCancel);
  });

  it('shows the date, the total with shipping and tax, and a shipped order’s carrier and tracking link', async () => {
    const shipped = makeOrder({
      _id: 'o-shipped',
      name: 'Galaxy S22 Battery',
      status: 'shipped',
      paid: true,
      createdAt: '2026-03-04T10:00:00.000Z',
      goods: 100,
      shipping: 4.5,
      tax: 20.9,
      total: 125.4,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    const elsewhere = makeOrder({
      _id: 'o-other',
      name: 'Pixel 7 Screen',
      status: 'shipped',
      paid: true,
      carrier: 'Local Courier',
      trackingNumber: 'LC12345',
    });
    renderDashboard(path, { api: createFakeApi({ [`GET ${ordersPath}`]: [shipped, elsewhere] }) });
    await screen.findByText('Galaxy S22 Battery');
    const row = rowOf('Galaxy S22 Battery');
    expect(within(row).getByRole('cell', { name: '$125.40' })).toBeInTheDocument();
    expect(
      within(row).getByText(new Date(shipped.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })),
    ).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /^UPS 1Z999AA10123456784/ })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /Shipped/ })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    const other = rowOf('Pixel 7 Screen');
    expect(within(other).getByText(/Local Courier/)).toBeInTheDocument();
    expect(within(other).getByText('LC12345')).toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: /LC12345/ })).not.toBeInTheDocument();
  });

  it('shows until when an unpaid order is reserved, and nothing of the kind for a paid one', async () => {
    const heldUntil = '2026-05-04T13:30:00.000Z';
    renderDashboard(path, {
      api: createFakeApi({
        [`GET ${ordersPath}`]: [makeOrder({ ...unpaid, heldUntil }), { ...paid, heldUntil: null }],
      }),
    });
    await screen.findByText('iPhone 13 Screen');
    const shown = new Date(heldUntil).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(rowOf('iPhone 13 Screen')).getByText(uiMessages.heldUntil(shown))).toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).queryByText(/Reserved until/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid order after the confirmation and removes its row', async () => {
    let orders = [unpaid, paid];
    const api = createFakeApi({
      [`GET ${ordersPath}`]: () => orders,
      'DELETE /myOrders/o-unpaid': () => {
        orders = [{ ...unpaid, status: 'cancelled' }, paid];
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    const { events } = renderDashboard(path, { api });
    await screen.findByText('iPhone 13 Screen');

    await events.click(within(rowOf('iPhone 13 Screen')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: uiMessages.cancelOrderQuestion });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(uiMessages.orderCancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('iPhone 13 Screen')).not.toBeInTheDocument());
    expect(screen.getByText('Pixel 7 Battery')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/myOrders/o-unpaid' }]);
  });

  it('keeps the order when the confirmation is dismissed with Cancel', async () => {
    const api = createFakeApi({ [`GET ${ordersPath}`]: [unpaid] });
    const { events } = renderDashboard(path, { api });
    await events.click(await screen.findByRole('button', { name: 'Cancel' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('iPhone 13 Screen')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("shows the API's refusal and keeps the row when the order was paid meanwhile", async () => {
    const api = createFakeApi({
      [`GET ${ordersPath}`]: [unpaid],
      'DELETE /myOrders/o-unpaid': failWith(409, apiMessages.orderPaidCannotCancel),
    });
    const { events } = renderDashboard(path, { api });
    await events.click(await screen.findByRole('button', { name: 'Cancel' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(apiMessages.orderPaidCannotCancel)).toBeInTheDocument();
    expect(screen.getByText('iPhone 13 Screen')).toBeInTheDocument();
    expect(screen.queryByText(uiMessages.orderCancelled)).not.toBeInTheDocument();
  });

  it('orders a row again: the API fills the cart, and the cart page opens with what changed', async () => {
    const api = createFakeApi({ [`GET ${ordersPath}`]: [unpaid, paid] });
    api.answer('POST', '/myOrders/o-paid/reorder', { cart: {}, changes: [], addedLines: 1 });
    const { events } = renderDashboard(path, { api });
    await screen.findByText('Pixel 7 Battery');
    await events.click(within(rowOf('Pixel 7 Battery')).getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/myOrders/o-paid/reorder')).toBe(true);
  });
});
