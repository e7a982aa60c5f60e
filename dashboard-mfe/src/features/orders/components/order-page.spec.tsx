import { apiMessages, shellPaths, uiMessages, type OrderDetail } from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, makeOrder } from '@phoneparts/shared-ui/testing';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { admin, customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const id = 'a1b2c3d4-0000-4000-8000-000000000001';
const path = `/dashboard/orders/${id}`;
const api = `GET /myOrders/order/${id}`;
const at = (minute: number) => `2026-05-04T13:${String(minute).padStart(2, '0')}:00.000Z`;

const placed: OrderDetail = {
  ...makeOrder({ _id: id, name: 'iPhone 13 Screen', quantity: 2, price: 25 }),
  history: [{ from: null, to: 'placed', byEmail: customer.email, note: null, at: at(0) }],
};
const shipped: OrderDetail = {
  ...placed,
  status: 'shipped',
  paid: true,
  heldUntil: null,
  transactionId: 'pi_123',
  carrier: 'DHL Express',
  trackingNumber: 'JD0146000034',
  history: [
    ...placed.history,
    { from: 'placed', to: 'paid', byEmail: customer.email, note: 'sandbox payment pi_123 confirmed', at: at(5) },
    {
      from: 'paid',
      to: 'shipped',
      byEmail: 'admin@example.com',
      note: 'shipped with DHL Express, tracking number JD0146000034',
      at: at(9),
    },
  ],
};

const statusText = () => screen.getByText(/^Status:/).textContent;
const events = () => within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');

describe('the order page', () => {
  it('is where mails link to', () => {
    expect(dashboardPaths.order(id)).toBe(shellPaths.order(id));
  });

  it('shows an unpaid order with Pay (the payment page) and Cancel', async () => {
    renderDashboard(path, { api: createFakeApi({ [api]: placed }) });
    expect(await screen.findByRole('heading', { name: 'Order A1B2C3D4' })).toBeInTheDocument();
    expect(statusText()).toBe('Status: Placed, awaiting payment');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$50.00');
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', `/payment/${id}`);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    expect(events().map((li) => li.textContent)).toEqual([expect.stringMatching(/^Placed .* · ana@example.com$/)]);
  });

  it('lists every line of a multi-line order with its units, unit price and line total, and the order total', async () => {
    const lines = [
      { partId: 'p1', name: 'iPhone 13 Screen', picture: '/s.svg', unitPrice: 25, quantity: 2, lineTotal: 50 },
      { partId: 'p2', name: 'Pixel 7 Battery', picture: '/b.svg', unitPrice: 12.5, quantity: 4, lineTotal: 50 },
      { partId: null, name: 'Old Adhesive', picture: '/a.svg', unitPrice: 0.1, quantity: 3, lineTotal: 0.3 },
    ];
    const cartOrder: OrderDetail = { ...placed, lines, total: 100.3, totalUnits: 9 };
    renderDashboard(path, { api: createFakeApi({ [api]: cartOrder }) });
    const list = await screen.findByRole('list', { name: 'Order lines' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['iPhone 13 Screen2 × $25.00$50.00', 'Pixel 7 Battery4 × $12.50$50.00', 'Old Adhesive3 × $0.10$0.30']);
    expect(screen.getByText('Parts')).toBeInTheDocument();
    expect(screen.getByText('Quantity').nextSibling).toHaveTextContent('9');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$100.30');
  });

  it('shows a shipped order with its carrier, tracking number and history as a timeline', async () => {
    renderDashboard(path, { api: createFakeApi({ [api]: shipped }) });
    await screen.findByText('JD0146000034');
    expect(statusText()).toBe('Status: Shipped');
    expect(screen.getByText('DHL Express')).toBeInTheDocument();
    expect(events().map((li) => li.textContent?.split(' ')[0])).toEqual(['Placed', 'Paid', 'Shipped']);
    expect(events()[2]).toHaveTextContent('admin@example.com');
    expect(events()[2]).toHaveTextContent('shipped with DHL Express, tracking number JD0146000034');
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the charges the API recorded, where the order ships, its PO number and note', async () => {
    const charged: OrderDetail = {
      ...placed,
      goods: 50,
      shipping: 4.5,
      tax: 10.9,
      total: 65.4,
      taxRate: 20,
      shippingMethod: 'Tracked 48',
      shippingAddress: {
        name: 'Ann Smith',
        company: 'Fix-It Ltd',
        line1: '1 High Street',
        city: 'London',
        postalCode: 'EC1Y 8SY',
        country: 'GB',
      },
      poNumber: 'PO-7781',
      note: 'Back door, please.',
    };
    renderDashboard(path, { api: createFakeApi({ [api]: charged }) });
    await screen.findByText('Shipping (Tracked 48)');
    const charges = screen.getByLabelText('Charges and delivery');
    for (const text of [
      'Goods$50.00',
      'Shipping (Tracked 48)$4.50',
      'Tax (20 %)$10.90',
      'Ship toAnn SmithFix-It Ltd1 High StreetLondon EC1Y 8SYUnited Kingdom',
      'PO numberPO-7781',
      'NoteBack door, please.',
    ])
      expect(charges).toHaveTextContent(text);
  });

  it('says a tax-exempt order’s exemption, and ships a spec-form order to its one line as written', async () => {
    const exempt: OrderDetail = { ...placed, taxExemptId: 'GB123456789', taxRate: 0 };
    renderDashboard(path, { api: createFakeApi({ [api]: exempt }) });
    await screen.findByText('Tax (Tax exempt: GB123456789)');
    expect(screen.getByLabelText('Charges and delivery')).toHaveTextContent('Ship to1 Main StUnited States');
  });

  it('calls an order the shop cancelled when its hold ran out "Expired"', async () => {
    const expired: OrderDetail = {
      ...placed,
      status: 'cancelled',
      expired: true,
      heldUntil: null,
      history: [
        ...placed.history,
        { from: 'placed', to: 'cancelled', byEmail: null, note: 'system: the stock hold expired unpaid', at: at(30) },
      ],
    };
    renderDashboard(path, { api: createFakeApi({ [api]: expired }) });
    await screen.findByText(/Expired unpaid/);
    expect(statusText()).toBe('Status: Expired');
    expect(events()[1]).toHaveTextContent('the shop');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels through the same confirmation as My Orders, then shows the order cancelled', async () => {
    let current: OrderDetail = placed;
    const fake = createFakeApi({
      [api]: () => current,
      [`DELETE /myOrders/${id}`]: () => {
        current = { ...placed, status: 'cancelled', heldUntil: null };
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    const { events: user } = renderDashboard(path, { api: fake });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: uiMessages.cancelOrderQuestion })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText(uiMessages.orderCancelled)).toBeInTheDocument();
    await waitFor(() => expect(statusText()).toBe('Status: Cancelled'));
  });

  it("shows the API's answer for an order that is not the caller's", async () => {
    renderDashboard(path, { api: createFakeApi({ [api]: failWith(403, apiMessages.notYourResource) }) });
    expect(await screen.findByText(apiMessages.notYourResource)).toBeInTheDocument();
  });

  it('orders it again: the lines go into the cart and the cart opens with what changed', async () => {
    const changes = [
      {
        kind: 'priceChanged',
        partId: 'p1',
        name: 'iPhone 13 Screen',
        message: 'The price changed from $25.00 to $27.00 per unit.',
      },
    ];
    const fake = createFakeApi({ [api]: shipped });
    fake.answer('POST', `/myOrders/${id}/reorder`, { cart: {}, changes, addedLines: 1 });
    const { events } = renderDashboard(path, { api: fake });
    await events.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      reorder: { orderId: id, changes, addedLines: 1 },
    });
  });

  it('says why when the order cannot be ordered again, and offers no button on another buyer’s order to an admin', async () => {
    const fake = createFakeApi({ [api]: placed });
    fake.answer('POST', `/myOrders/${id}/reorder`, failWith(409, 'A cart holds at most 100 lines.'));
    const { events, unmount } = renderDashboard(path, { api: fake });
    await events.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('A cart holds at most 100 lines.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    unmount();
    renderDashboard(path, { api: createFakeApi({ [api]: placed }), user: admin });
    expect(await screen.findByRole('heading', { name: 'Order A1B2C3D4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
});
