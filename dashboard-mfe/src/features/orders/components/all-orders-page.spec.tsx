import { apiMessages, uiMessages, validationMessages } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, listPage, makeOrder, never } from '@phoneparts/shared-ui/testing';
import { watchDownloads } from '../../../testing/downloads';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const placed = makeOrder({ _id: 'o1', name: 'iPhone 13 Screen', quantity: 10 });
const paid = makeOrder({
  _id: 'o2',
  name: 'Pixel 7 Battery',
  quantity: 4,
  status: 'paid',
  paid: true,
  transactionId: 'pi_1',
});
const shipped = makeOrder({
  _id: 'o3',
  name: 'Galaxy Back Glass',
  quantity: 6,
  status: 'shipped',
  paid: true,
  transactionId: 'pi_2',
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

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('All Orders', () => {
  it('shows an order of several lines as one row: its first part + how many more, and all its units', async () => {
    renderDashboard('/dashboard/allOrders', {
      user: admin,
      api: createFakeApi({ 'GET /myOrders?page=1&limit=50': [cartOrder, paid] }),
    });
    const row = (await screen.findByText('iPhone 13 Screen + 2 more')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '16' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the loader while the orders load', async () => {
    renderDashboard('/dashboard/allOrders', {
      user: admin,
      api: createFakeApi({ 'GET /myOrders?page=1&limit=50': never }),
    });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
  });

  it('says there are no orders yet instead of a blank table', async () => {
    renderDashboard('/dashboard/allOrders', {
      user: admin,
      api: createFakeApi({ 'GET /myOrders?page=1&limit=50': [] }),
    });
    expect(await screen.findByText(uiMessages.noOrdersYet)).toBeInTheDocument();
  });

  it('shows the real payment state and Ship now only for paid orders', async () => {
    renderDashboard('/dashboard/allOrders', {
      user: admin,
      api: createFakeApi({ 'GET /myOrders?page=1&limit=50': [placed, paid, shipped] }),
    });
    await screen.findByText('iPhone 13 Screen');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Quantity',
      'Total',
      'Payment',
      'Shipping',
    ]);

    expect(within(rowOf('iPhone 13 Screen')).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('iPhone 13 Screen')).queryByRole('button', { name: 'Ship now' })).not.toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('Pixel 7 Battery')).getByRole('button', { name: 'Ship now' })).toBeEnabled();
    expect(within(rowOf('Galaxy Back Glass')).getByText('Shipped')).toBeInTheDocument();
    expect(within(rowOf('Galaxy Back Glass')).queryByRole('button', { name: 'Ship now' })).not.toBeInTheDocument();
  });

  it('shows the admin that a late payment on a cancelled order was refunded', async () => {
    const refunded = makeOrder({
      _id: 'o4',
      name: 'Moto Camera',
      status: 'cancelled',
      refundedAt: '2026-05-04T13:31:00.000Z',
      heldUntil: null,
    });
    const cancelled = makeOrder({ _id: 'o5', name: 'Nokia Speaker', status: 'cancelled', heldUntil: null });
    renderDashboard('/dashboard/allOrders', {
      user: admin,
      api: createFakeApi({ 'GET /myOrders?page=1&limit=50': [refunded, cancelled] }),
    });
    await screen.findByText('Moto Camera');
    expect(within(rowOf('Moto Camera')).getByText(uiMessages.paymentRefunded)).toBeInTheDocument();
    expect(within(rowOf('Nokia Speaker')).queryByText(uiMessages.paymentRefunded)).not.toBeInTheDocument();
  });

  it("links a paid order's invoice, downloaded with the session's token", async () => {
    const saved = watchDownloads();
    const api = createFakeApi({
      'GET /myOrders?page=1&limit=50': [placed, { ...paid, invoiceNumber: 'INV-2026-000042' }],
      'GET /myOrders/o2/invoice.pdf': '%PDF-1.7',
    });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    const invoice = await screen.findByRole('button', { name: 'Invoice INV-2026-000042' });
    expect(within(rowOf('Pixel 7 Battery')).getByRole('button', { name: /^Invoice/ })).toBe(invoice);
    expect(within(rowOf('iPhone 13 Screen')).queryByRole('button', { name: /^Invoice/ })).not.toBeInTheDocument();
    await events.click(invoice);
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['INV-2026-000042.pdf']));
    jest.restoreAllMocks();
  });

  it('asks for the carrier and tracking number in a dialog, ships through the API and shows them', async () => {
    let current = paid;
    const api = createFakeApi({
      'GET /myOrders?page=1&limit=50': () => [current],
      'POST /myOrders/o2/ship': (body: unknown) =>
        (current = { ...paid, status: 'shipped', ...(body as { carrier: string; trackingNumber: string }) }),
    });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    const shipNow = await screen.findByRole('button', { name: 'Ship now' });
    await events.click(shipNow);

    const dialog = screen.getByRole('dialog', { name: /Ship order/ });
    expect(within(dialog).getByLabelText('Carrier')).toHaveFocus();
    // Both are required, with the contracts' messages, before anything is sent.
    await events.click(within(dialog).getByRole('button', { name: 'Ship order' }));
    expect(await within(dialog).findByText(validationMessages.carrierRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validationMessages.trackingNumberRequired)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await events.type(within(dialog).getByLabelText('Carrier'), 'DHL Express');
    await events.type(within(dialog).getByLabelText('Tracking number'), 'JD0146000034');
    await events.click(within(dialog).getByRole('button', { name: 'Ship order' }));

    expect(await screen.findByText(uiMessages.orderShipped)).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/myOrders/o2/ship',
      body: { carrier: 'DHL Express', trackingNumber: 'JD0146000034' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Pixel 7 Battery')).getByText('Shipped')).toBeInTheDocument());
    expect(within(rowOf('Pixel 7 Battery')).getByText(/JD0146000034/)).toBeInTheDocument();
  });

  it('closes the ship dialog on Escape without shipping, and gives focus back to Ship now', async () => {
    const api = createFakeApi({ 'GET /myOrders?page=1&limit=50': [paid] });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    const shipNow = await screen.findByRole('button', { name: 'Ship now' });
    await events.click(shipNow);
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shipNow).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal to ship and keeps the dialog open", async () => {
    const api = createFakeApi({
      'GET /myOrders?page=1&limit=50': [paid],
      'POST /myOrders/o2/ship': failWith(409, apiMessages.orderNotShippable),
    });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    await events.click(await screen.findByRole('button', { name: 'Ship now' }));
    await events.type(screen.getByLabelText('Carrier'), 'UPS');
    await events.type(screen.getByLabelText('Tracking number'), '1Z999AA10123456784');
    await events.click(screen.getByRole('button', { name: 'Ship order' }));
    expect(await screen.findByText(apiMessages.orderNotShippable)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ship order' })).toBeEnabled());
  });

  it('filters by status and customer email on the server, and keeps the filters in the URL', async () => {
    const api = createFakeApi({
      'GET /myOrders?page=1&limit=50': [placed, paid, shipped],
      'GET /myOrders?page=1&limit=50&status=paid': [paid],
      'GET /myOrders?page=1&limit=50&status=paid&email=ana%40example.com': [paid],
    });
    const { events } = renderDashboard('/dashboard/allOrders', { user: admin, api });
    await screen.findByText('Galaxy Back Glass');

    await events.selectOptions(screen.getByLabelText('Status'), 'Paid, to ship');
    await waitFor(() => expect(screen.queryByText('Galaxy Back Glass')).not.toBeInTheDocument());
    expect(screen.getByText('Pixel 7 Battery')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Customer email'), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/myOrders?page=1&limit=50&status=paid&email=ana%40example.com'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/allOrders');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
  });

  it('pages with the controls the total and Link headers drive', async () => {
    const link = (page: number) => `http://api.test/myOrders?page=${page}&limit=50&status=placed`;
    const api = createFakeApi({
      'GET /myOrders?page=1&limit=50&status=placed': listPage([placed], {
        total: 51,
        links: { next: link(2), last: link(2) },
      }),
      'GET /myOrders?page=2&limit=50&status=placed': listPage([{ ...placed, _id: 'o51', name: 'Last Placed Order' }], {
        total: 51,
        links: { first: link(1), prev: link(1), last: link(2) },
      }),
    });
    const { events } = renderDashboard('/dashboard/allOrders?status=placed', { user: admin, api });
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 51 orders');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await events.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last Placed Order')).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 2 · 51 orders');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await events.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('iPhone 13 Screen')).toBeInTheDocument();
  });
});
