import {
  addressMessages,
  cartChangedEvent,
  cartMessages,
  checkoutMessages,
  shippingMessages,
  uiMessages,
  validationMessages as m,
  type CartQuote,
  type OfferedShippingMethod,
  type SavedAddress,
} from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, failWith, makeOrder, type FakeApiClient } from '@phoneparts/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from '../../../routes/cart-page';
import { makeCart, makeCartLine } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';

const battery = makeCartLine();
const screenLine = makeCartLine({
  partId: 'p-2',
  name: 'iPhone 13 Screen',
  unitPrice: 40,
  quantity: 2,
  lineTotal: 80,
  minQuantity: 1,
});
const office: SavedAddress = {
  _id: 'a-1',
  name: 'Ann Smith',
  line1: '1 High Street',
  city: 'London',
  postalCode: 'EC1Y 8SY',
  country: 'GB',
  isDefault: true,
};
const tracked: OfferedShippingMethod = { _id: 's-1', name: 'Tracked 48', estimate: '2–4 working days', price: 4.5 };
const quote: CartQuote = {
  lines: [
    { partId: 'p-1', quantity: 10, unitPrice: 12.5, net: 125, taxRate: 20, tax: 25 },
    { partId: 'p-2', quantity: 2, unitPrice: 40, net: 80, taxRate: 20, tax: 16 },
  ],
  goods: 205,
  shipping: 4.5,
  tax: 41.9,
  total: 251.4,
  shippingTax: 0.9,
  taxRate: 20,
  pricesIncludeTax: false,
  taxExemptId: null,
  shippingMethod: tracked,
  shippingAddress: office,
};
const figures = (q: CartQuote) => ({
  goods: q.goods,
  shipping: q.shipping,
  tax: q.tax,
  total: q.total,
  lines: q.lines.map(({ partId, quantity, unitPrice, net, tax }) => ({ partId, quantity, unitPrice, net, tax })),
});

/** A cart of two lines, a saved UK address, one method for it and its quote, as the API answers them. */
function checkoutApi(saved: SavedAddress[] = [office]): FakeApiClient {
  return createFakeApi({
    'GET /cart': makeCart([battery, screenLine]),
    'GET /account/addresses': saved,
    'POST /cart/shipping-methods': [tracked],
    'POST /cart/quote': quote,
  });
}

async function renderCheckout(api: FakeApiClient, shop: { country?: string } = {}) {
  await act(async () => renderWithShop(<CartPage />, { api, path: '/cart', url: '/cart', shop }));
  await waitFor(() => expect(screen.queryByText(uiMessages.loading)).not.toBeInTheDocument());
}

const summary = () => screen.findByRole('region', { name: 'Order summary' });

describe('cart checkout', () => {
  it('starts at the default saved address, offers its methods, and shows the API’s quote line by line', async () => {
    const user = userEvent.setup();
    const api = checkoutApi();
    await renderCheckout(api);
    expect(screen.getByRole('radio', { name: /1 High Street/ })).toBeChecked();
    await user.click(await screen.findByRole('radio', { name: /Tracked 48: \$4\.50/ }));
    const figuresShown = await summary();
    expect(within(figuresShown).getByRole('row', { name: '10 × Battery $125.00 $25.00' })).toBeInTheDocument();
    expect(within(figuresShown).getByRole('row', { name: '2 × iPhone 13 Screen $80.00 $16.00' })).toBeInTheDocument();
    expect(figuresShown).toHaveTextContent('Goods$205.00');
    expect(figuresShown).toHaveTextContent('Shipping (Tracked 48)$4.50');
    expect(figuresShown).toHaveTextContent('Tax (20 %)$41.90');
    expect(figuresShown).toHaveTextContent('Total to pay$251.40');
    expect(api.calls).toContainEqual({ method: 'POST', path: '/cart/shipping-methods', body: { addressId: 'a-1' } });
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/cart/quote',
      body: { addressId: 'a-1', shippingMethodId: 's-1' },
    });
  });

  it("checks the phone, the new address and the method with the API's messages, then places one order and opens its payment page", async () => {
    const user = userEvent.setup();
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(cartChangedEvent, listen);
    const api = checkoutApi([]);
    api.answer('POST', '/cart/checkout', () => makeOrder({ _id: 'o-9' }));
    await renderCheckout(api);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    for (const message of [
      m.phoneRequired,
      addressMessages.nameRequired,
      addressMessages.line1Required,
      addressMessages.cityRequired,
      addressMessages.countryRequired,
      checkoutMessages.shippingMethodRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), 'abc');
    expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/cart/checkout')).toBe(false);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Recipient name'), 'Ann Smith');
    await user.type(screen.getByLabelText('Address line 1'), '1 High Street');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('Postal code'), '94043');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText(addressMessages.postalCodeInvalid('United Kingdom', 'EC1Y 8SY')),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), 'ec1y 8sy');
    await user.click(await screen.findByRole('radio', { name: /Tracked 48/ }));
    await summary();
    await user.type(screen.getByLabelText('PO number'), 'PO-7781');
    await user.type(screen.getByLabelText('Note'), 'Back door, please.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Payment of o-9')).toBeInTheDocument();
    expect(heard).toContainEqual({ lineCount: 0 });
    window.removeEventListener(cartChangedEvent, listen);
    const address = {
      name: 'Ann Smith',
      line1: '1 High Street',
      city: 'London',
      postalCode: 'EC1Y 8SY',
      country: 'GB',
    };
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/cart/quote',
      body: { address, shippingMethodId: 's-1' },
    });
    expect(api.calls.find((call) => call.path === '/cart/checkout')?.body).toEqual({
      phone: '+442079460958',
      address,
      saveAddress: true,
      shippingMethodId: 's-1',
      poNumber: 'PO-7781',
      note: 'Back door, please.',
      quote: figures(quote),
    });
  });

  it('reads a phone without a country code in the shop’s country (config.json `country`), as the API does', async () => {
    const user = userEvent.setup();
    const api = checkoutApi();
    api.answer('POST', '/cart/checkout', () => makeOrder({ _id: 'o-9' }));
    await renderCheckout(api, { country: 'GB' });
    await user.click(await screen.findByRole('radio', { name: /Tracked 48/ }));
    await summary();
    await user.type(screen.getByLabelText('Phone'), '(212) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(m.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Payment of o-9')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/cart/checkout')?.body).toMatchObject({ phone: '+442079460958' });
  });

  it('refuses a PO number longer than 35 characters', async () => {
    const user = userEvent.setup();
    const api = checkoutApi();
    await renderCheckout(api);
    await user.type(screen.getByLabelText('PO number'), 'P'.repeat(36));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(checkoutMessages.poNumberTooLong(35))).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/cart/checkout')).toBe(false);
  });

  it('says so when no method ships to the country', async () => {
    const api = checkoutApi().answer(
      'POST',
      '/cart/shipping-methods',
      failWith(422, shippingMessages.noMethodForCountry('United Kingdom')),
    );
    await renderCheckout(api);
    expect(await screen.findByText(shippingMessages.noMethodForCountry('United Kingdom'))).toBeInTheDocument();
  });

  it('shows the new figures of a 409 and places the order against them when confirmed again', async () => {
    const user = userEvent.setup();
    const api = checkoutApi();
    const raised: CartQuote = { ...quote, tax: 43.9, total: 253.4, taxRate: 21 };
    let attempts = 0;
    api.answer('POST', '/cart/checkout', () => {
      attempts += 1;
      if (attempts === 1)
        throw new ApiRequestError(checkoutMessages.quoteChanged, 409, {
          statusCode: 409,
          message: checkoutMessages.quoteChanged,
          quote: raised,
        });
      return makeOrder({ _id: 'o-10' });
    });
    await renderCheckout(api);
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(await screen.findByRole('radio', { name: /Tracked 48/ }));
    await summary();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.quoteChanged);
    expect(await summary()).toHaveTextContent('Total to pay$253.40');
    expect(api.calls.filter((call) => call.path === '/cart/checkout')[0].body).toMatchObject({ quote: figures(quote) });

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Payment of o-10')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/cart/checkout')[1].body).toMatchObject({
      quote: figures(raised),
    });
  });

  it("says once that the order was not placed when the refusal is not the API's own sentence", async () => {
    const user = userEvent.setup();
    const api = checkoutApi().answer('POST', '/cart/checkout', failWith(400, 'Your cart is empty.'));
    await renderCheckout(api);
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(await screen.findByRole('radio', { name: /Tracked 48/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order was not placed. Your cart is empty.');
  });

  it('names each line a refused checkout could not serve, and reads the cart again', async () => {
    const user = userEvent.setup();
    const api = checkoutApi();
    const lines = [
      { partId: 'p-1', name: 'Battery', quantity: 10, availableQuantity: 4, message: 'Only 4 left of Battery' },
      { partId: 'p-2', name: 'iPhone 13 Screen', quantity: 2, availableQuantity: 0, message: 'Out of stock' },
    ];
    api.answer('POST', '/cart/checkout', () => {
      const message = cartMessages.checkoutRefused(['Battery', 'iPhone 13 Screen']);
      throw new ApiRequestError(message, 409, { statusCode: 409, error: 'Conflict', message, lines });
    });
    await renderCheckout(api);
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(await screen.findByRole('radio', { name: /Tracked 48/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      /^Your order was not placed: Battery, iPhone 13 Screen cannot all be served as in your cart\./,
    );
    expect(within(refusal).getByText('Battery: Only 4 left of Battery')).toBeInTheDocument();
    expect(within(refusal).getByText('iPhone 13 Screen: Out of stock')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/cart')).toHaveLength(2));
  });
});
