import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { StorefrontStoreProvider } from '../store/storefront-store-provider';
import { createFakeApi, deferred } from '@phoneparts/shared-ui/testing';
import { makePart } from '../test/fixtures';
import { renderWithShop } from '../test/render-with-shop';
import { ProductsSection } from './products-section';
import styles from './products-section.module.css';

const catalogue = [
  makePart({ _id: 'a', name: 'Screen', price: 40 }),
  makePart({ _id: 'b', name: 'battery', price: 12.5 }),
  makePart({ _id: 'c', name: 'Camera', price: 99 }),
  makePart({ _id: 'd', name: 'Antenna', price: 3, minQuantity: 5, availableQuantity: 4 }),
];

function renderProducts(getParts: () => unknown = () => catalogue) {
  const api = createFakeApi({ 'GET /parts': getParts });
  renderWithShop(
    <StorefrontStoreProvider>
      <ProductsSection />
    </StorefrontStoreProvider>,
    { api, path: '/', url: '/' },
  );
  return api;
}

const shownNames = () =>
  within(screen.getByRole('list')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Our Products', () => {
  it("shows 'Loading, Please wait...' and no sort control while the catalogue loads", async () => {
    const pending = deferred<unknown>();
    renderProducts(() => pending.promise);
    expect(screen.getByRole('heading', { name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getByText(uiMessages.loading)).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort products')).not.toBeInTheDocument();

    pending.resolve(catalogue);
    expect(await screen.findByLabelText('Sort products')).toBeInTheDocument();
    expect(screen.queryByText(uiMessages.loading)).not.toBeInTheDocument();
  });

  it('sorts the grid in each of the five orders', async () => {
    const user = userEvent.setup();
    renderProducts();
    const sort = await screen.findByLabelText('Sort products');
    expect(shownNames()).toEqual(['Screen', 'battery', 'Camera', 'Antenna']);

    await user.selectOptions(sort, 'Name (A-Z)');
    expect(shownNames()).toEqual(['Antenna', 'battery', 'Camera', 'Screen']);
    await user.selectOptions(sort, 'Name (Z-A)');
    expect(shownNames()).toEqual(['Screen', 'Camera', 'battery', 'Antenna']);
    await user.selectOptions(sort, 'Price (low to high)');
    expect(shownNames()).toEqual(['Antenna', 'battery', 'Screen', 'Camera']);
    await user.selectOptions(sort, 'Price (high to low)');
    expect(shownNames()).toEqual(['Camera', 'Screen', 'battery', 'Antenna']);
    await user.selectOptions(sort, 'Default');
    expect(shownNames()).toEqual(['Screen', 'battery', 'Camera', 'Antenna']);
  });

  it('lays the cards out as cells of the responsive grid', async () => {
    renderProducts();
    const grid = await screen.findByRole('list');
    expect(grid).toHaveClass(styles.grid);
    const cells = within(grid).getAllByRole('listitem');
    expect(cells).toHaveLength(4);
    cells.forEach((cell) => {
      expect(cell).toHaveClass(styles.cell);
      expect(cell.parentElement).toBe(grid);
      expect(within(cell).getAllByRole('article')).toHaveLength(1);
    });
  });

  it("shows each part with price in $, quantities and 'Buy Now' to /purchase/{id}", async () => {
    renderProducts();
    const card = (await screen.findByRole('article', { name: 'Screen' })) as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Screen' })).toHaveAttribute('src', 'http://api.test/images/parts/battery.svg');
    expect(within(card).getByText('$40.00')).toBeInTheDocument();
    expect(within(card).getByText(uiMessages.inStock)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/purchase/a');
  });

  it("marks a part with fewer available than the minimum 'Stock Out' and disables Buy Now", async () => {
    renderProducts();
    const card = (await screen.findByRole('article', { name: 'Antenna' })) as HTMLElement;
    expect(within(card).getByText(uiMessages.stockOut)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the catalogue cannot be loaded', async () => {
    renderProducts(() => {
      throw new ApiRequestError('Internal server error', 500, undefined);
    });
    expect(await screen.findByText(uiMessages.catalogueUnavailable)).toHaveClass('ui-error-text');
    expect(screen.queryByLabelText('Sort products')).not.toBeInTheDocument();
  });

  it('reads the catalogue once for the whole remote', async () => {
    const api = renderProducts();
    await screen.findByLabelText('Sort products');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/parts')).toHaveLength(1));
  });
});
