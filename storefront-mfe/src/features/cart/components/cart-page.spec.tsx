import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartChangedEvent, uiMessages, validationMessages as m, type Cart, type CartLine } from '@phoneparts/contracts';
import { createFakeApi, failWith, type FakeApiClient } from '@phoneparts/shared-ui/testing';
import { makeCart, makeCartLine } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import CartPage from '../../../routes/cart-page';

const battery = makeCartLine();
const screenLine = makeCartLine({
  partId: 'p-2',
  name: 'iPhone 13 Screen',
  picture: '/images/parts/screen.svg',
  unitPrice: 40,
  quantity: 2,
  lineTotal: 80,
  minQuantity: 1,
  availableQuantity: 5,
});

/** A fake API holding one cart: GET answers it, PUT, POST and DELETE change it, as the real routes do. */
function cartApi(lines: CartLine[]): FakeApiClient {
  let cart: Cart = makeCart(lines);
  const api = createFakeApi({
    'GET /cart': () => cart,
    'DELETE /cart': () => (cart = makeCart([])),
    // The checkout beside the lines reads the address book (its own spec: checkout-form.spec.tsx).
    'GET /account/addresses': [],
  });
  for (const line of lines) {
    const path = `/cart/lines/${line.partId}`;
    api.answer('PUT', path, ({ quantity }: { quantity: number }) => {
      const changed = { ...line, quantity, lineTotal: line.unitPrice * quantity, flags: [] };
      cart = makeCart(cart.lines.map((l) => (l.partId === line.partId ? changed : l)));
      return cart;
    });
    // Adding units: the API adds them to what the line holds.
    api.answer('POST', path, ({ quantity }: { quantity: number }) => {
      const held = cart.lines.find((l) => l.partId === line.partId)?.quantity ?? 0;
      const total = held + quantity;
      const changed = { ...line, quantity: total, lineTotal: line.unitPrice * total, flags: [] };
      cart = makeCart(cart.lines.map((l) => (l.partId === line.partId ? changed : l)));
      return cart;
    });
    api.answer('DELETE', path, () => (cart = makeCart(cart.lines.filter((l) => l.partId !== line.partId))));
  }
  return api;
}

async function renderCart(api: FakeApiClient, url = '/cart') {
  await act(async () => renderWithShop(<CartPage />, { api, path: '/cart', url }));
  // The page reads the cart as it mounts (in the shop, its route loader has started that read).
  await waitFor(() => expect(screen.queryByText(uiMessages.loading)).not.toBeInTheDocument());
}

const lineOf = (name: string) => screen.getByRole('listitem', { name });

describe('CartPage', () => {
  it('lists each line with its picture, name, unit price, quantity and line total, and the order total', async () => {
    await renderCart(cartApi([battery, screenLine]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    const line = lineOf('iPhone 13 Screen');
    expect(within(line).getByRole('presentation')).toHaveAttribute('src', 'http://api.test/images/parts/screen.svg');
    expect(within(line).getByRole('link', { name: 'iPhone 13 Screen' })).toHaveAttribute('href', '/purchase/p-2');
    expect(line).toHaveTextContent('$40.00 per unit');
    expect(within(line).getByLabelText('Quantity')).toHaveValue(2);
    expect(line).toHaveTextContent('Line total $80.00');
    expect(screen.getByText(/Order total/)).toHaveTextContent('Order total (12 units): $205.00');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('says so when the cart is empty', async () => {
    await renderCart(cartApi([]));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the parts' })).toHaveAttribute('href', '/');
  });

  it('explains every flagged line in words and blocks the checkout until the buyer acts', async () => {
    const flagged = [
      makeCartLine({ partId: 'd', name: 'Old Screen', flags: ['deleted'], minQuantity: 0, availableQuantity: 0 }),
      makeCartLine({ partId: 'o', name: 'Camera', flags: ['outOfStock'], availableQuantity: 0 }),
      makeCartLine({ partId: 'c', name: 'Port', flags: ['priceChanged'], unitPrice: 15, previousUnitPrice: 12.5 }),
      makeCartLine({ partId: 'b', name: 'Glue', flags: ['belowMinimum'], quantity: 3, minQuantity: 5 }),
      makeCartLine({ partId: 'a', name: 'Glass', flags: ['aboveStock'], quantity: 30, availableQuantity: 7 }),
    ];
    await renderCart(cartApi(flagged));
    await screen.findByRole('heading', { level: 1 });
    expect(lineOf('Old Screen')).toHaveTextContent('This part is no longer sold. Remove it to place your order.');
    expect(within(lineOf('Old Screen')).queryByRole('link')).not.toBeInTheDocument();
    expect(lineOf('Camera')).toHaveTextContent('This part is out of stock.');
    expect(lineOf('Port')).toHaveTextContent('The price changed from $12.50 to $15.00.');
    expect(lineOf('Glue')).toHaveTextContent('raise the quantity to at least 5');
    expect(lineOf('Glass')).toHaveTextContent('Only 7 in stock: lower the quantity to 7 or less.');
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(5);
    expect(screen.getByText('Change or remove the flagged lines to place your order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it.each([
    ['an empty quantity', '', m.quantityRequired],
    ['a quantity below the minimum', '9', m.quantityBelowMin(10)],
    ['a quantity above the stock', '101', m.quantityAboveMax(100)],
  ])('refuses %s with its validation message and sends nothing', async (_case, typed, message) => {
    const user = userEvent.setup();
    const api = cartApi([battery]);
    await renderCart(api);
    const quantity = within(await screen.findByRole('listitem', { name: 'Battery' })).getByLabelText('Quantity');
    await user.clear(quantity);
    if (typed) await user.type(quantity, typed);
    await user.click(within(lineOf('Battery')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toHaveClass('ui-error-text');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sets a quantity, shows the new totals and tells the top bar the count', async () => {
    const user = userEvent.setup();
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(cartChangedEvent, listen);
    const api = cartApi([battery, screenLine]);
    await renderCart(api);
    const quantity = within(await screen.findByRole('listitem', { name: 'Battery' })).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Battery: quantity set to 12.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'PUT', path: '/cart/lines/p-1', body: { quantity: 12 } });
    // The toast follows the answer; the cached cart takes the answered one in the same tick or the next.
    await waitFor(() => expect(lineOf('Battery')).toHaveTextContent('Line total $150.00'));
    expect(screen.getByText(/Order total/)).toHaveTextContent('$230.00');
    expect(heard).toContainEqual({ lineCount: 2 });
    window.removeEventListener(cartChangedEvent, listen);
  });

  it("shows the API's refusal of a quantity under the field", async () => {
    const user = userEvent.setup();
    const api = cartApi([battery]).answer('PUT', '/cart/lines/p-1', failWith(400, m.quantityAboveMax(11)));
    await renderCart(api);
    const quantity = within(await screen.findByRole('listitem', { name: 'Battery' })).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(lineOf('Battery')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(m.quantityAboveMax(11))).toHaveClass('ui-error-text');
  });

  it('removes a line and empties the cart', async () => {
    const user = userEvent.setup();
    const api = cartApi([battery, screenLine]);
    await renderCart(api);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Battery' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Battery was removed from your cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Battery' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'DELETE', path: '/cart' });
  });

  it("finishes a visitor's add after sign-in: adds to what the cart holds, once, and clears the address", async () => {
    const api = cartApi([battery]);
    await renderCart(api, '/cart?add=p-1&quantity=10');
    expect(await screen.findByText('Added 10 × Battery to your cart.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/cart/lines/p-1', body: { quantity: 10 } },
    ]);
    await waitFor(() => expect(within(lineOf('Battery')).getByLabelText('Quantity')).toHaveValue(20));
  });

  it('shows what a quantity band saves on a line, against the part’s own price', async () => {
    const banded = makeCartLine({
      name: 'Banded battery',
      unitPrice: 10.6,
      basePrice: 12.5,
      quantity: 50,
      lineTotal: 530,
    });
    await renderCart(cartApi([banded, screenLine]));
    expect(lineOf('Banded battery')).toHaveTextContent(
      'Quantity price: $1.90 off the $12.50 unit price, you save $95.00',
    );
    expect(within(lineOf('iPhone 13 Screen')).queryByTestId('cart-line-saving')).not.toBeInTheDocument();
  });

  it('says what changed after "Order again", from what the order page handed over', async () => {
    const reorder = {
      orderId: 'o-1',
      addedLines: 2,
      changes: [
        {
          kind: 'lessInStock',
          partId: 'p-2',
          name: 'iPhone 13 Screen',
          message: 'Only 2 in stock: quantity lowered from 5 to 2.',
        },
      ],
    };
    await act(async () =>
      renderWithShop(<CartPage />, {
        api: cartApi([battery, screenLine]),
        path: '/cart',
        url: { pathname: '/cart', state: { reorder } },
      }),
    );
    const changes = await screen.findByTestId('reorder-changes');
    expect(
      within(changes).getByRole('heading', { name: 'Ordered again: 2 lines are in your cart.' }),
    ).toBeInTheDocument();
    expect(changes).toHaveTextContent('iPhone 13 Screen: Only 2 in stock: quantity lowered from 5 to 2.');
  });

  it('links to quick order, and shows no order-again notice on a plain visit', async () => {
    await renderCart(cartApi([battery]));
    expect(screen.getByRole('link', { name: 'Quick order by SKU' })).toHaveAttribute('href', '/quick-order');
    expect(screen.queryByTestId('reorder-changes')).not.toBeInTheDocument();
  });
});
