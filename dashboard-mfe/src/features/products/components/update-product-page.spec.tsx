import { apiMessages, catalogueMessages, uiMessages, validationMessages } from '@phoneparts/contracts';
import { act, screen } from '@testing-library/react';
import { createFakeApi, failWith, makePart, never } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const m = validationMessages.updateProduct;
const part = makePart({
  _id: 'p7',
  name: 'Pixel 7 Battery',
  price: 19.99,
  minQuantity: 5,
  availableQuantity: 30,
  version: 4,
});

describe('Update Product', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the loader, then the form filled with the part', async () => {
    renderDashboard('/dashboard/updateProduct/p7', { user: admin, api: createFakeApi({ 'GET /purchase/p7': part }) });
    expect(await screen.findByText(uiMessages.loading)).toBeInTheDocument();
    expect(await screen.findByLabelText('Product name')).toHaveValue('Pixel 7 Battery');
    expect(screen.getByLabelText('Picture URL')).toHaveValue(part.picture);
    expect(screen.getByLabelText('Description')).toHaveValue(part.description);
    expect(screen.getByLabelText('Price ($)')).toHaveValue(19.99);
    expect(screen.getByLabelText('Minimum quantity')).toHaveValue(5);
    expect(screen.getByLabelText('Available quantity')).toHaveValue(30);
    expect(screen.getByLabelText('SKU')).toHaveValue('APL-IP13-SCR');
  });

  it("sends a changed SKU upper-cased, and shows the API's 409 when another part has it", async () => {
    const api = createFakeApi({
      'GET /purchase/p7': part,
      'PATCH /updatepart': failWith(409, catalogueMessages.skuTaken('GGL-PX7-BAT')),
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api });
    const sku = await screen.findByLabelText('SKU');
    await events.clear(sku);
    await events.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(catalogueMessages.skuRequired)).toBeInTheDocument();
    await events.type(sku, 'ggl-px7-bat');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(catalogueMessages.skuTaken('GGL-PX7-BAT'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ sku: 'GGL-PX7-BAT' });
  });

  it('says so when the part does not exist', async () => {
    renderDashboard('/dashboard/updateProduct/nope', {
      user: admin,
      api: createFakeApi({ 'GET /purchase/nope': failWith(404, apiMessages.partNotFound) }),
    });
    expect(await screen.findByText(apiMessages.partNotFound)).toBeInTheDocument();
  });

  it('shows the update-product messages for emptied fields and numbers below their minimum', async () => {
    const api = createFakeApi({ 'GET /purchase/p7': part });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api });
    for (const label of ['Product name', 'Picture URL', 'Description', 'Price ($)'])
      await events.clear(await screen.findByLabelText(label));
    await events.clear(screen.getByLabelText('Minimum quantity'));
    await events.type(screen.getByLabelText('Minimum quantity'), '0');
    // The edit accepts a stock of 0 (a sold-out part): below it is refused.
    await events.clear(screen.getByLabelText('Available quantity'));
    await events.type(screen.getByLabelText('Available quantity'), '-1');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));

    for (const message of [
      m.nameRequired,
      m.pictureRequired,
      m.descriptionRequired,
      m.priceRequired,
      m.minQuantityMin,
      m.availableQuantityMin,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await events.type(screen.getByLabelText('Price ($)'), '0');
    expect(await screen.findByText(m.priceMin)).toBeInTheDocument();
    await events.clear(screen.getByLabelText('Minimum quantity'));
    expect(await screen.findByText(m.minQuantityRequired)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("saves with PATCH /updatepart, says 'Product updated Successfully' and goes to the list after 1.5 s", async () => {
    jest.useFakeTimers();
    const api = createFakeApi({
      'GET /purchase/p7': part,
      'PATCH /updatepart': { acknowledged: true, modifiedCount: 1 },
      'GET /parts?page=1&limit=50': never,
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api, fakeTimers: true });
    const available = await screen.findByLabelText('Available quantity');
    await events.clear(available);
    await events.type(available, '45');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText(uiMessages.productUpdated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      id: 'p7',
      version: 4,
      name: 'Pixel 7 Battery',
      picture: part.picture,
      description: part.description,
      price: 19.99,
      minQuantity: 5,
      availableQuantity: 45,
      sku: 'APL-IP13-SCR',
      priceBands: [],
    });
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1490));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/updateProduct/p7');
    act(() => jest.advanceTimersByTime(10)); // docs/product.md#9-limits: 1500 ms
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/allProducts');
  });

  it('shows the catalogue fields and sends only the ones changed (an emptied one as cleared)', async () => {
    const fitted = { ...part, brand: 'Google', models: ['Pixel 7', 'Pixel 7a'], category: 'battery' as const };
    const api = createFakeApi({
      'GET /purchase/p7': fitted,
      'PATCH /updatepart': { acknowledged: true, modifiedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api });
    const brand = await screen.findByLabelText('Brand');
    expect(brand).toHaveValue('Google');
    expect(screen.getByLabelText('Device models')).toHaveValue('Pixel 7, Pixel 7a');
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Battery');

    await events.clear(brand);
    await events.type(screen.getByLabelText('Device models'), ', Pixel 7 Pro');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText(uiMessages.productUpdated)).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'p7', brand: null, models: ['Pixel 7', 'Pixel 7a', 'Pixel 7 Pro'] });
    expect(body).not.toHaveProperty('category');
  });

  it("starts from the part's grade, warranty and threshold, and saves a stock of 0 with a changed grade", async () => {
    const graded = { ...part, grade: 'OEM' as const, warrantyDays: 365, lowStockThreshold: 8 };
    const api = createFakeApi({
      'GET /purchase/p7': graded,
      'PATCH /updatepart': { acknowledged: true, modifiedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api });
    const grade = await screen.findByLabelText('Grade');
    expect(grade).toHaveDisplayValue('OEM');
    expect(screen.getByLabelText('Warranty (days)')).toHaveValue(365);
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue(8);

    await events.selectOptions(grade, 'Refurbished');
    await events.clear(screen.getByLabelText('Low-stock threshold'));
    await events.clear(screen.getByLabelText('Available quantity'));
    await events.type(screen.getByLabelText('Available quantity'), '0');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText(uiMessages.productUpdated)).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ availableQuantity: 0, grade: 'Refurbished', lowStockThreshold: null });
    expect(body).not.toHaveProperty('warrantyDays');
  });

  it('names the version it loaded, and says to reload when stock was sold meanwhile (409) instead of overwriting it', async () => {
    const api = createFakeApi({
      'GET /purchase/p7': part,
      'PATCH /updatepart': failWith(409, apiMessages.partChangedReload),
    });
    const { events } = renderDashboard('/dashboard/updateProduct/p7', { user: admin, api });
    await screen.findByLabelText('Available quantity');
    await events.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(apiMessages.partChangedReload)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ id: 'p7', version: 4 });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/updateProduct/p7');
  });
});
