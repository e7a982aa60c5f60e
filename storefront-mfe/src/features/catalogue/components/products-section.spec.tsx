import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { StorefrontStoreProvider } from '../../../store/storefront-store-provider';
import { createFakeApi, deferred, listPage, makePart } from '@phoneparts/shared-ui/testing';
import { renderWithShop } from '../../../testing/render-with-shop';
import { ProductsSection } from './products-section';
import styles from './products-section.module.css';

const catalogue = [
  makePart({ _id: 'a', name: 'Screen', price: 40, picture: '/images/parts/battery.svg' }),
  makePart({ _id: 'b', name: 'battery', price: 12.5 }),
  makePart({ _id: 'c', name: 'Camera', price: 99 }),
  makePart({ _id: 'd', name: 'Antenna', price: 3, minQuantity: 5, availableQuantity: 4 }),
];

const facets = {
  brands: [
    { name: 'Apple', count: 2, models: [{ name: 'iPhone 13', count: 2 }] },
    { name: 'Samsung', count: 1, models: [{ name: 'Galaxy S21', count: 1 }] },
  ],
  categories: [
    { name: 'screen', count: 1 },
    { name: 'battery', count: 2 },
  ],
  grades: [{ name: 'OEM', count: 1 }],
};

function renderProducts(
  getParts: () => unknown = () => catalogue,
  { url = '/', answers = {} }: { url?: string; answers?: Record<string, unknown> } = {},
) {
  const api = createFakeApi({ 'GET /parts': getParts, 'GET /parts/facets': facets, ...answers });
  renderWithShop(
    <StorefrontStoreProvider>
      <ProductsSection />
    </StorefrontStoreProvider>,
    { api, path: '/', url },
  );
  return api;
}

const byName = (...names: string[]) => names.map((name) => catalogue.find((part) => part.name === name));

const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

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

  it('sorts the grid in each of the five orders through the server', async () => {
    const user = userEvent.setup();
    renderProducts(() => catalogue, {
      answers: {
        'GET /parts?sort=name-asc': byName('Antenna', 'battery', 'Camera', 'Screen'),
        'GET /parts?sort=name-desc': byName('Screen', 'Camera', 'battery', 'Antenna'),
        'GET /parts?sort=price-asc': byName('Antenna', 'battery', 'Screen', 'Camera'),
        'GET /parts?sort=price-desc': byName('Camera', 'Screen', 'battery', 'Antenna'),
      },
    });
    const sort = await screen.findByLabelText('Sort products');
    expect(shownNames()).toEqual(['Screen', 'battery', 'Camera', 'Antenna']);

    await user.selectOptions(sort, 'Name (A-Z)');
    await waitFor(() => expect(shownNames()).toEqual(['Antenna', 'battery', 'Camera', 'Screen']));
    await user.selectOptions(sort, 'Name (Z-A)');
    await waitFor(() => expect(shownNames()).toEqual(['Screen', 'Camera', 'battery', 'Antenna']));
    await user.selectOptions(sort, 'Price (low to high)');
    await waitFor(() => expect(shownNames()).toEqual(['Antenna', 'battery', 'Screen', 'Camera']));
    await user.selectOptions(sort, 'Price (high to low)');
    await waitFor(() => expect(shownNames()).toEqual(['Camera', 'Screen', 'battery', 'Antenna']));
    await user.selectOptions(sort, 'Default');
    await waitFor(() => expect(shownNames()).toEqual(['Screen', 'battery', 'Camera', 'Antenna']));
  });

  it('searches when the search is sent, with the filters the catalogue offers, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = renderProducts(() => catalogue, {
      answers: {
        'GET /parts?q=iphone13': byName('Screen'),
        'GET /parts?q=iphone13&brand=Apple': byName('Screen'),
        'GET /parts?q=iphone13&brand=Apple&category=battery': [],
      },
    });
    const box = await screen.findByRole('searchbox', { name: 'Search parts' });
    await user.type(box, 'iphone13');
    expect(api.calls.some((c) => c.path.startsWith('/parts?q='))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(shownNames()).toEqual(['Screen']));

    await user.selectOptions(screen.getByLabelText('Brand'), 'Apple');
    await user.selectOptions(screen.getByLabelText('Category'), 'Battery');
    expect(await screen.findByText(uiMessages.noPartsMatch)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // The model filter offers the chosen brand's models.
    expect(
      within(screen.getByLabelText('Device model'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All models', 'iPhone 13']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(shownNames()).toEqual(['Screen', 'battery', 'Camera', 'Antenna']));
    expect(box).toHaveValue('');
  });

  it('filters by quality grade beside brand, model and category', async () => {
    const user = userEvent.setup();
    renderProducts(() => catalogue, { answers: { 'GET /parts?grade=OEM': byName('Camera') } });
    const grade = await screen.findByLabelText('Quality grade');
    expect(
      within(grade)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All grades', 'OEM']);
    await user.selectOptions(grade, 'OEM');
    await waitFor(() => expect(shownNames()).toEqual(['Camera']));
  });

  it('starts from the search, filters and page in the URL (a shared or reloaded link)', async () => {
    const link = (page: number) => `http://api.test/parts?brand=Apple&page=${page}`;
    renderProducts(() => catalogue, {
      url: '/?q=screen&brand=Apple&sort=price-asc&page=2',
      answers: {
        'GET /parts?q=screen&brand=Apple&sort=price-asc&page=2': listPage(byName('Camera'), {
          total: 5,
          links: { first: link(1), prev: link(1), last: link(2) },
        }),
        'GET /parts?q=screen&brand=Apple&sort=price-asc': listPage(byName('Antenna', 'battery', 'Screen', 'Camera'), {
          total: 5,
          links: { next: link(2), last: link(2) },
        }),
      },
    });
    await waitFor(() => expect(shownNames()).toEqual(['Camera']));
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('screen');
    expect(screen.getByLabelText('Brand')).toHaveValue('Apple');
    expect(screen.getByLabelText('Sort products')).toHaveValue('price-asc');
    const pages = screen.getByRole('navigation', { name: 'Pages of parts' });
    expect(pages).toHaveTextContent('Page 2 of 2 · 5 parts');

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shownNames()).toEqual(['Antenna', 'battery', 'Screen', 'Camera']));
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
    expect(within(card).getByRole('img', { name: 'Screen' })).toHaveAttribute(
      'src',
      'http://api.test/images/parts/battery.svg',
    );
    expect(within(card).getByText('$40.00')).toBeInTheDocument();
    expect(within(card).getByText('APL-IP13-SCR')).toBeInTheDocument();
    expect(within(card).getByText(uiMessages.inStock)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/purchase/a');
  });

  it("marks a part with fewer available than the minimum 'Stock Out' and disables Buy Now", async () => {
    renderProducts();
    const card = (await screen.findByRole('article', { name: 'Antenna' })) as HTMLElement;
    expect(within(card).getByText(uiMessages.stockOut)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    // No way to the order form; its picture and name still open its public page (and its Notify me).
    expect(within(card).queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(
      new Set(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ),
    ).toEqual(new Set(['/parts/APL-IP13-SCR']));
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
