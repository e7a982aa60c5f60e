import { screen } from '@testing-library/react';
import { createFakeApi, makePart } from '@phoneparts/shared-ui/testing';
import { StorefrontStoreProvider } from '../../../store/storefront-store-provider';
import { renderWithShop } from '../../../testing/render-with-shop';
import { ProductCard } from './product-card';

/** The part number and the best quantity price on the card. */
describe('ProductCard', () => {
  it('shows the SKU and the lowest band as "from $X at N+"', () => {
    const part = makePart({
      sku: 'SAM-S21-USBC-G991',
      price: 12.75,
      priceBands: [
        { minQuantity: 50, price: 11.4 },
        { minQuantity: 100, price: 10.6 },
      ],
    });
    renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={part} />
      </StorefrontStoreProvider>,
      { api: createFakeApi(), path: '/', url: '/' },
    );
    expect(screen.getByText('SAM-S21-USBC-G991')).toBeInTheDocument();
    expect(screen.getByText('$12.75')).toBeInTheDocument();
    expect(screen.getByTestId('price-band-summary')).toHaveTextContent('from $10.60 at 100+');
  });

  it('shows no band line for a part without bands', () => {
    renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={makePart({ priceBands: [] })} />
      </StorefrontStoreProvider>,
      { api: createFakeApi(), path: '/', url: '/' },
    );
    expect(screen.queryByTestId('price-band-summary')).not.toBeInTheDocument();
  });

  it('shows the quality grade when the part has one, and nothing when it has none', () => {
    const { unmount } = renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={makePart({ grade: 'Refurbished' })} />
      </StorefrontStoreProvider>,
      { api: createFakeApi(), path: '/', url: '/' },
    );
    expect(screen.getByTestId('part-grade')).toHaveTextContent('Grade: Refurbished');
    unmount();
    renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={makePart({ grade: null })} />
      </StorefrontStoreProvider>,
      { api: createFakeApi(), path: '/', url: '/' },
    );
    expect(screen.queryByTestId('part-grade')).not.toBeInTheDocument();
  });

  it('links its name and picture to the public part page, and Buy Now to the order form', () => {
    const part = makePart({ _id: 'p-7', name: 'Pixel 7 battery', sku: 'GOO-P7-BAT' });
    renderWithShop(
      <StorefrontStoreProvider>
        <ProductCard part={part} />
      </StorefrontStoreProvider>,
      { api: createFakeApi(), path: '/', url: '/' },
    );
    const [pictureLink, nameLink] = screen.getAllByRole('link', { name: 'Pixel 7 battery' });
    expect(nameLink).toHaveAttribute('href', '/parts/GOO-P7-BAT');
    expect(nameLink.closest('h3')).not.toBeNull();
    // The picture's link goes to the same page, for the mouse, and stays out of the keyboard's way.
    expect(pictureLink).toContainElement(screen.getByRole('img', { name: 'Pixel 7 battery' }));
    expect(pictureLink).toHaveAttribute('href', '/parts/GOO-P7-BAT');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/purchase/p-7');
  });
});
