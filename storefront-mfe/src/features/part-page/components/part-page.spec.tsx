import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { catalogueMessages, stockAlertMessages, type PublicPart } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, listPage, makePart, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { makeCart, makeCartLine } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import PartPage from '../../../routes/part-page';
import partPageLoader from '../../../routes/part-page-loader';

function publicPart(overrides: Partial<PublicPart> = {}): PublicPart {
  const { lowStockThreshold, version, ...part } = makePart({
    _id: 'p-1',
    name: 'iPhone 13 OLED',
    sku: 'APL-IP13-OLED',
    picture: '/images/parts/oled.svg',
    description: 'OLED with digitizer',
    price: 129.99,
    minQuantity: 2,
    availableQuantity: 40,
    brand: 'Apple',
    models: ['iPhone 13', 'iPhone 13 Pro'],
    category: 'screen',
    grade: 'OEM',
    warrantyDays: 180,
    priceBands: [
      { minQuantity: 10, price: 119 },
      { minQuantity: 50, price: 112 },
    ],
  });
  return { ...part, stock: 'in-stock', ...overrides };
}

/** Shows where the page sent the visitor, and the sign-in return it handed over. */
function LoginProbe() {
  const { state } = useLocation();
  return <p data-testid="login">{JSON.stringify(state)}</p>;
}

/** The page's address query, to see what a pending add leaves in it. */
function SearchProbe() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** Renders the part page at `url` as the shell would (its loader first), with /login beside it. */
async function renderPartPage({
  url = '/parts/APL-IP13-OLED',
  signedIn = true,
  answers = {} as Record<string, FakeAnswer>,
} = {}) {
  const api = createFakeApi({ 'GET /parts/sku/APL-IP13-OLED': () => publicPart(), ...answers });
  const sku = url.split('?')[0].split('/').pop()!;
  await partPageLoader({ params: { sku }, request: { url: `http://shop.test${url}` } as Request, api });
  await act(async () =>
    renderWithShop(
      <Routes>
        <Route
          path="/parts/:sku"
          element={
            <>
              <PartPage />
              <SearchProbe />
            </>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>,
      { api, path: '*', url, ...(signedIn ? {} : { user: null }) },
    ),
  );
  return api;
}

describe('PartPage', () => {
  it('shows the part as a visitor sees it: name, picture, SKU, grade, stock, prices per quantity, minimum, category, models, warranty, description', async () => {
    await renderPartPage({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'iPhone 13 OLED' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'iPhone 13 OLED' })).toHaveAttribute(
      'src',
      'http://api.test/images/parts/oled.svg',
    );
    expect(screen.getByTestId('part-sku')).toHaveTextContent('APL-IP13-OLED');
    expect(screen.getByTestId('part-grade')).toHaveTextContent('Quality grade: OEM');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In stock');
    expect(screen.getByText('Price per unit').nextSibling).toHaveTextContent('$129.99');
    expect(screen.getAllByTestId('price-band').map((band) => band.textContent)).toEqual([
      'From 10 units$119.00',
      'From 50 units$112.00',
    ]);
    expect(screen.getByText('Minimum order quantity').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Category').nextSibling).toHaveTextContent('Screen');
    expect(screen.getByTestId('part-warranty')).toHaveTextContent('180 days');
    expect(screen.getByText('OLED with digitizer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apple iPhone 13 Pro' })).toHaveAttribute(
      'href',
      '/devices/Apple/iPhone%2013%20Pro',
    );
    const box = within(screen.getByRole('complementary', { name: 'Order this part' }));
    expect(box.getByText('$129.99')).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(box.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/purchase/p-1');
  });

  it('says a low stock with the units left, and no warranty as none', async () => {
    await renderPartPage({
      answers: {
        'GET /parts/sku/APL-IP13-OLED': () => publicPart({ stock: 'low', availableQuantity: 3, warrantyDays: 0 }),
      },
    });
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Low stock: 3 left');
    expect(screen.getByTestId('part-warranty')).toHaveTextContent('none');
  });

  it('after its route loader, reads the part once and preloads its picture', async () => {
    const api = await renderPartPage();
    expect(api.calls.filter((call) => call.path === '/parts/sku/APL-IP13-OLED')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      'http://api.test/images/parts/oled.svg',
    );
  });

  it('adds the minimum order to a signed-in buyer’s cart', async () => {
    const added: unknown[] = [];
    await renderPartPage({
      answers: {
        'POST /cart/lines/p-1': (body: unknown) => {
          added.push(body);
          return makeCart([makeCartLine({ partId: 'p-1', name: 'iPhone 13 OLED', quantity: 2 })]);
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 2 × iPhone 13 OLED to your cart.')).toBeInTheDocument();
    expect(added).toEqual([{ quantity: 2 }]);
  });

  it('sends a visitor to sign in, to come back to this page with the add pending', async () => {
    await renderPartPage({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(screen.getByTestId('login').textContent!)).toEqual({
      from: { pathname: '/parts/APL-IP13-OLED', search: '?add=2' },
    });
  });

  it('back signed in with the add pending, adds the part once and drops it from the address', async () => {
    const added: unknown[] = [];
    await renderPartPage({
      url: '/parts/APL-IP13-OLED?add=12',
      answers: {
        'POST /cart/lines/p-1': (body: unknown) => {
          added.push(body);
          return makeCart([makeCartLine({ partId: 'p-1', name: 'iPhone 13 OLED', quantity: 12 })]);
        },
      },
    });
    expect(await screen.findByText('Added 12 × iPhone 13 OLED to your cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(added).toEqual([{ quantity: 12 }]);
  });

  it.each([
    ['a quantity under the minimum', '1'],
    ['no number', 'lots'],
    ['a fraction', '2.5'],
  ])('adds the minimum order for a pending add of %s', async (_what, value) => {
    const added: unknown[] = [];
    await renderPartPage({
      url: `/parts/APL-IP13-OLED?add=${value}`,
      answers: {
        'POST /cart/lines/p-1': (body: unknown) => {
          added.push(body);
          return makeCart([makeCartLine({ partId: 'p-1', quantity: 2 })]);
        },
      },
    });
    await waitFor(() => expect(added).toEqual([{ quantity: 2 }]));
  });

  it('leaves a pending add for a visitor who is still signed out', async () => {
    const api = await renderPartPage({ url: '/parts/APL-IP13-OLED?add=2', signedIn: false });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('out of stock: no Add to cart; a visitor’s Notify me asks them to sign in and come back', async () => {
    await renderPartPage({
      signedIn: false,
      answers: { 'GET /parts/sku/APL-IP13-OLED': () => publicPart({ stock: 'out', availableQuantity: 1 }) },
    });
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: stockAlertMessages.notifyMe }));
    expect(JSON.parse(screen.getByTestId('login').textContent!)).toEqual({
      from: { pathname: '/parts/APL-IP13-OLED', search: '' },
    });
  });

  it('out of stock and signed in: Notify me asks for the back-in-stock mail as the purchase page does', async () => {
    const requested: unknown[] = [];
    await renderPartPage({
      answers: {
        'GET /parts/sku/APL-IP13-OLED': () => publicPart({ stock: 'out', availableQuantity: 0 }),
        'GET /stock-alerts?limit=100': listPage([]),
        'POST /stock-alerts': (body: unknown) => {
          requested.push(body);
          return { _id: 'a-1', partId: 'p-1', status: 'waiting' };
        },
      },
    });
    const notify = within(screen.getByRole('region', { name: stockAlertMessages.notifyMe }));
    await userEvent.click(await notify.findByRole('button', { name: stockAlertMessages.notifyMe }));
    expect(await notify.findByText(stockAlertMessages.requested)).toBeInTheDocument();
    expect(requested).toEqual([{ partId: 'p-1' }]);
  });

  it('shows the not-found state for an unknown SKU, with the API’s reason', async () => {
    await renderPartPage({
      url: '/parts/NO-SUCH',
      answers: {
        'GET /parts/sku/NO-SUCH': () => {
          throw new ApiRequestError(catalogueMessages.noPartWithSku('NO-SUCH'), 404, undefined);
        },
      },
    });
    // A refused read settles after the page's first commit on a busy machine: wait for its state.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('No part has SKU NO-SUCH.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found state for an address that cannot be a SKU, without asking the API', async () => {
    const api = await renderPartPage({ url: `/parts/${encodeURIComponent('a b')}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says when the catalogue cannot be reached', async () => {
    await renderPartPage({
      answers: {
        'GET /parts/sku/APL-IP13-OLED': () => {
          throw new Error('offline');
        },
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Part' })).toBeInTheDocument();
  });
});
