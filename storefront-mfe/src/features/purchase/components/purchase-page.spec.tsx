import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiMessages, uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, deferred, makeOrder, makePart, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { customer } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import PurchasePage from '../../../routes/purchase-page';
import purchasePageLoader from '../../../routes/purchase-page-loader';

const part = makePart({
  _id: 'p-1',
  name: 'Battery',
  picture: '/images/parts/battery.svg',
  description: 'A phone battery',
  price: 12.5,
  minQuantity: 10,
  availableQuantity: 100,
});

/**
 * Renders the page in an awaited act (a suspended render outside one is lost); `loaded`: after its route
 * loader has settled, as the shell's route does.
 */
async function renderPurchase(
  routes: Record<string, FakeAnswer> = {},
  { loaded = false, shop = {} }: { loaded?: boolean; shop?: { country?: string } } = {},
) {
  const api = createFakeApi({ 'GET /purchase/p-1': () => part, ...routes });
  if (loaded)
    await purchasePageLoader({
      params: { id: 'p-1' },
      request: { url: 'http://shop.test/purchase/p-1' } as Request,
      api,
    });
  await act(async () => renderWithShop(<PurchasePage />, { api, path: '/purchase/:id', url: '/purchase/p-1', shop }));
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });

async function fillValidOrder(user: ReturnType<typeof userEvent.setup>, quantity = '12') {
  await user.clear(field('Quantity'));
  await user.type(field('Quantity'), quantity);
  await user.type(field('Phone'), '+44 20 7946 0958');
  await user.type(field('Address'), '1 Main Street');
}

describe('PurchasePage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the part: picture, name, id, description, unit price, minimum and available quantity', async () => {
    await renderPurchase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Battery' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Battery' })).toHaveAttribute(
      'src',
      'http://api.test/images/parts/battery.svg',
    );
    expect(screen.getByText('p-1')).toBeInTheDocument();
    expect(screen.getByTestId('part-sku')).toHaveTextContent('APL-IP13-SCR');
    expect(screen.getByText('A phone battery')).toBeInTheDocument();
    expect(screen.getByText('Price per unit').nextSibling).toHaveTextContent('$12.50');
    expect(screen.getByText('Minimum order quantity').nextSibling).toHaveTextContent('10');
    expect(screen.getByTestId('available-quantity')).toHaveTextContent('100');
  });

  it('after its route loader, first renders with the part and the order form (no loader in between) and reads the part once', async () => {
    const drawn: string[] = [];
    const observer = new MutationObserver(() => drawn.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const api = await renderPurchase({}, { loaded: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Battery' })).toBeInTheDocument();
    observer.disconnect();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
    expect(screen.getByTestId('available-quantity')).toHaveTextContent('100');
    // Drawn once (after the empty container): the part with its form, never a loader in between.
    expect(drawn.filter((text) => text !== '')).toEqual([expect.stringContaining('Confirm Order')]);
    // The loader's read landed in the page's store: the page's hook asked for nothing more.
    expect(api.calls.filter((call) => call.path === '/purchase/p-1')).toHaveLength(1);
    // The part's picture, the page's largest paint, was asked for as soon as its address was known.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      'http://api.test/images/parts/battery.svg',
    );
  });

  it("shows its loader while the part's read is under way, then the part", async () => {
    const answer = deferred<unknown>();
    await renderPurchase({ 'GET /purchase/p-1': () => answer.promise });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
    answer.resolve(part);
    expect(await screen.findByRole('heading', { level: 1, name: 'Battery' })).toBeInTheDocument();
  });

  it('fills name and email read-only from the account and starts the quantity at the minimum', async () => {
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    expect(field('Name')).toHaveValue(customer.displayName);
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue(customer.email);
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Quantity')).toHaveValue(10);
    expect(screen.getByText(/Total:/)).toHaveTextContent('$125.00');
  });

  it('updates the total live as the quantity changes', async () => {
    const user = userEvent.setup();
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '13');
    expect(screen.getByText(/Total:/)).toHaveTextContent('$162.50');
  });

  it('lists the quantity bands and prices the order by the band its quantity reaches, with the saving', async () => {
    const user = userEvent.setup();
    const banded = {
      ...part,
      priceBands: [
        { minQuantity: 50, price: 11.4 },
        { minQuantity: 100, price: 10.6 },
      ],
    };
    await renderPurchase({ 'GET /purchase/p-1': () => banded });
    await screen.findByRole('heading', { level: 1 });
    const rows = screen.getAllByTestId('price-band');
    expect(rows.map((row) => row.textContent)).toEqual([
      'From 50 units$11.40 (save $1.10 each)',
      'From 100 units$10.60 (save $1.90 each)',
    ]);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '49');
    expect(screen.getByText(/Total:/)).toHaveTextContent('$612.50');
    expect(screen.queryByTestId('unit-price')).not.toBeInTheDocument();
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '50');
    expect(screen.getByText(/Total:/)).toHaveTextContent('$570.00');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Unit price: $11.40 (quantity price), you save $55.00.');
  });

  it.each([
    ['an empty quantity', '', m.quantityRequired],
    ['a quantity below the minimum', '9', m.quantityBelowMin(10)],
    ['a quantity above the stock', '101', m.quantityAboveMax(100)],
  ])('refuses %s with its message', async (_case, quantity, message) => {
    const user = userEvent.setup();
    const api = await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    await fillValidOrder(user, quantity || '1');
    if (!quantity) await user.clear(field('Quantity'));
    await user.click(confirm());
    expect(await screen.findByText(message)).toHaveClass('ui-error-text');
    expect(field('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for the phone number and the address', async () => {
    const user = userEvent.setup();
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    await user.click(confirm());
    expect(await screen.findByText(m.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(m.addressRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.quantityRequired)).not.toBeInTheDocument();
  });

  it.each(['12345', '123-456-78', 'phone 123 456 7890', '(123) 456-7890', '+44 20 7946 09'])(
    'refuses the phone number %s',
    async (phone) => {
      const user = userEvent.setup();
      await renderPurchase();
      await screen.findByRole('heading', { level: 1 });
      await user.type(field('Phone'), phone);
      await user.click(confirm());
      expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
    },
  );

  it.each(['+44 20 7946 0958', '(212) 555-0199', '212.555.0199', '+880 1712-345678'])(
    'accepts the phone number %s',
    async (phone) => {
      const user = userEvent.setup();
      await renderPurchase();
      await screen.findByRole('heading', { level: 1 });
      await user.type(field('Phone'), phone);
      await user.click(confirm());
      // The form was validated (the address is missing), and the phone number passed.
      expect(await screen.findByText(m.addressRequired)).toBeInTheDocument();
      expect(field('Phone')).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(m.phoneInvalid)).not.toBeInTheDocument();
    },
  );

  it('reads a number without a country code in the shop’s country (config.json `country`), as the API does', async () => {
    const user = userEvent.setup();
    const order = () => ({ acknowledged: true, insertedId: 'o-1', order: makeOrder({ email: customer.email }) });
    const api = await renderPurchase({ 'POST /myOrders': order }, { shop: { country: 'GB' } });
    await screen.findByRole('heading', { level: 1 });
    await fillValidOrder(user);
    await user.clear(field('Phone'));
    // A US number written the US way is no UK number.
    await user.type(field('Phone'), '(212) 555-0199');
    await user.click(confirm());
    expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '020 7946 0958');
    await user.click(confirm());
    expect(await screen.findByText(uiMessages.orderPlaced)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ phone: '+442079460958' });
  });

  it('refuses a UK number written the UK way in a shop that names no country (the US)', async () => {
    const user = userEvent.setup();
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    await user.type(field('Phone'), '020 7946 0958');
    await user.click(confirm());
    expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
  });

  // In a browser, an error appearing when a field loses focus (on the press of Confirm Order) pushes
  // the button down before the pointer is released, so the click never reaches it.
  it('validates on Confirm Order, not when a field is left, then again on every change', async () => {
    const user = userEvent.setup();
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '9');
    await user.type(field('Phone'), '12345');
    await user.tab();
    expect(screen.queryByText(m.quantityBelowMin(10))).not.toBeInTheDocument();
    expect(screen.queryByText(m.phoneInvalid)).not.toBeInTheDocument();

    await user.click(confirm());
    expect(await screen.findByText(m.quantityBelowMin(10))).toBeInTheDocument();
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();

    await user.type(field('Quantity'), '99');
    expect(await screen.findByText(m.quantityAboveMax(100))).toBeInTheDocument();
    expect(screen.queryByText(m.quantityBelowMin(10))).not.toBeInTheDocument();
  });

  it("places the order: 'Order Placed Successfully', form reset, the server's stock shown, then My Orders after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = await renderPurchase({
      'POST /myOrders': () => ({
        acknowledged: true,
        insertedId: 'o-1',
        order: makeOrder({ email: customer.email, quantity: 12, availableQuantity: 87 }),
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    await fillValidOrder(user);
    await user.click(confirm());

    expect(await screen.findByText(uiMessages.orderPlaced)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      productId: 'p-1',
      quantity: 12,
      phone: '+442079460958',
      address: '1 Main Street',
    });
    // 87, not 100 - 12: another order may have been placed in between; the server knows.
    await waitFor(() => expect(screen.getByTestId('available-quantity')).toHaveTextContent('87'));
    expect(field('Quantity')).toHaveValue(10);
    expect(field('Phone')).toHaveValue('');
    expect(field('Address')).toHaveValue('');
    expect(confirm()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByText(/Orders of/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByText(`Orders of ${customer.email}`)).toBeInTheDocument();
  });

  it('disables Confirm Order while the order is being placed', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    await renderPurchase({ 'POST /myOrders': () => answer.promise });
    await screen.findByRole('heading', { level: 1 });
    await fillValidOrder(user);
    await user.click(confirm());
    expect(confirm()).toBeDisabled();
    answer.resolve({ acknowledged: true, insertedId: 'o-1', order: makeOrder({ email: customer.email }) });
    expect(await screen.findByText(uiMessages.orderPlaced)).toBeInTheDocument();
  });

  it('says clearly when the server refuses the order (stock ran out meanwhile) and shows the new stock', async () => {
    const user = userEvent.setup();
    let stock = 100;
    const api = await renderPurchase({
      'GET /purchase/p-1': () => ({ ...part, availableQuantity: stock }),
      'POST /myOrders': () => {
        stock = 11;
        throw new ApiRequestError(m.quantityAboveMax(11), 409, { statusCode: 409, message: m.quantityAboveMax(11) });
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await fillValidOrder(user);
    await user.click(confirm());

    const alert = await screen.findByText(uiMessages.orderNotPlaced);
    expect(alert.closest('.ui-error-text')).toHaveTextContent(`${uiMessages.orderNotPlaced} ${m.quantityAboveMax(11)}`);
    expect(screen.queryByText(uiMessages.orderPlaced)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-quantity')).toHaveTextContent('11'));
    expect(api.calls.filter((c) => c.path === '/purchase/p-1')).toHaveLength(2);
    // The form kept what was typed, so the customer can lower the quantity and try again.
    expect(field('Address')).toHaveValue('1 Main Street');
    expect(confirm()).toBeEnabled();
  });

  it("shows 'Stock out' and a disabled form when fewer are available than the minimum", async () => {
    await renderPurchase({ 'GET /purchase/p-1': () => ({ ...part, availableQuantity: 4 }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('available-quantity')).toHaveTextContent(uiMessages.stockOutDetail);
    expect(confirm()).toBeDisabled();
    expect(field('Quantity')).toBeDisabled();
    expect(within(screen.getByRole('form')).getByLabelText('Phone')).toBeDisabled();
  });

  it("offers 'Notify me' on a part that cannot be ordered, then the request and its withdrawal", async () => {
    let waiting: object[] = [];
    const api = await renderPurchase({
      'GET /purchase/p-1': () => ({ ...part, availableQuantity: 4 }),
      'GET /stock-alerts?limit=100': () => waiting,
      'POST /stock-alerts': () => {
        waiting = [{ _id: 'a-1', partId: 'p-1', status: 'waiting' }];
        return waiting[0];
      },
      'DELETE /stock-alerts/a-1': () => {
        waiting = [];
        return { acknowledged: true, deletedCount: 1 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(api.calls).toContainEqual({ method: 'POST', path: '/stock-alerts', body: { partId: 'p-1' } });
    await screen.findByText('Done: we will email you when this part is back in stock.');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Request withdrawn: you will not get a mail about this part.');
    await screen.findByRole('button', { name: 'Notify me' });
  });

  it("offers no 'Notify me' on a part that can be ordered", async () => {
    await renderPurchase();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it("shows the API's message for an unknown part", async () => {
    await renderPurchase({
      'GET /purchase/p-1': () => {
        throw new ApiRequestError(apiMessages.partNotFound, 404, undefined);
      },
    });
    expect(await screen.findByText(apiMessages.partNotFound)).toHaveClass('ui-error-text');
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });
});
