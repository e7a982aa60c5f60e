import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartChangedEvent, validationMessages as m } from '@phoneparts/contracts';
import { createFakeApi, failWith, makePart } from '@phoneparts/shared-ui/testing';
import { ProductCard } from '../../catalogue/components/product-card';
import PurchasePage from '../../purchase/components/purchase-page';
import { StorefrontStoreProvider } from '../../../store/storefront-store-provider';
import { makeCart, makeCartLine } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';

const part = makePart({ _id: 'p-1', name: 'Battery', price: 12.5, minQuantity: 10, availableQuantity: 100 });
const held = makeCartLine({ partId: 'p-1', quantity: 10 });
const other = makeCartLine({ partId: 'p-2', name: 'Screen' });

/** A cart API that already holds `lines` and records what the page sets. */
function cartApi(lines = [other]) {
  return createFakeApi({
    'GET /cart': () => makeCart(lines),
    'PUT /cart/lines/p-1': ({ quantity }: { quantity: number }) =>
      makeCart([...lines.filter((line) => line.partId !== 'p-1'), { ...held, quantity }]),
    'GET /purchase/p-1': () => part,
  });
}

function renderCard(api = cartApi(), { signedIn = true } = {}) {
  const card = (
    <StorefrontStoreProvider>
      <ProductCard part={part} />
    </StorefrontStoreProvider>
  );
  return renderWithShop(card, { api, path: '/', url: '/', ...(signedIn ? {} : { user: null }) });
}

describe("a catalogue card's Add to cart", () => {
  it('adds the minimum quantity to the cart, says so, and tells the top bar the new count', async () => {
    const user = userEvent.setup();
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(cartChangedEvent, listen);
    const api = cartApi();
    renderCard(api);
    const card = screen.getByRole('article', { name: 'Battery' });
    await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 10 × Battery to your cart.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'PUT', path: '/cart/lines/p-1', body: { quantity: 10 } });
    expect(heard).toEqual([{ lineCount: 2 }]);
    window.removeEventListener(cartChangedEvent, listen);
  });

  it('adds to the units the cart already holds of the part', async () => {
    const user = userEvent.setup();
    const api = cartApi([held, other]);
    renderCard(api);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 10 × Battery to your cart.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'PUT', path: '/cart/lines/p-1', body: { quantity: 20 } });
  });

  it("shows the API's refusal in a toast", async () => {
    const user = userEvent.setup();
    const api = cartApi().answer('PUT', '/cart/lines/p-1', failWith(409, 'A cart holds at most 100 lines.'));
    renderCard(api);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Battery was not added to your cart: A cart holds at most 100 lines.'),
    ).toBeInTheDocument();
  });

  it('sends a visitor to sign in with the add pending in the cart address', async () => {
    const user = userEvent.setup();
    const api = cartApi();
    renderCard(api, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Cart ?add=p-1&quantity=10')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('is disabled, like Buy Now, when the part is out of stock', () => {
    const stockOut = makePart({ _id: 'p-1', name: 'Battery', minQuantity: 10, availableQuantity: 3 });
    renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={stockOut} />
      </StorefrontStoreProvider>,
      { api: cartApi(), path: '/', url: '/' },
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});

describe("the part page's Add to cart", () => {
  async function renderPartPage(api = cartApi()) {
    await act(async () => renderWithShop(<PurchasePage />, { api, path: '/purchase/:id', url: '/purchase/p-1' }));
    await screen.findByRole('heading', { level: 1, name: 'Battery' });
    // The order form's code loads on demand (the shell's route loader starts it; here the page does).
    await screen.findByRole('button', { name: 'Confirm Order' });
    return api;
  }

  it('adds the quantity typed, without asking for phone or address, and Confirm Order stays', async () => {
    const user = userEvent.setup();
    const api = await renderPartPage();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '15');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 15 × Battery to your cart.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'PUT', path: '/cart/lines/p-1', body: { quantity: 15 } });
    expect(screen.queryByText(m.phoneRequired)).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    ['below the minimum', '9', m.quantityBelowMin(10)],
    ['above the stock', '101', m.quantityAboveMax(100)],
  ])('refuses a quantity %s with its validation message', async (_case, typed, message) => {
    const user = userEvent.setup();
    const api = await renderPartPage();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), typed);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(message)).toHaveClass('ui-error-text');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
