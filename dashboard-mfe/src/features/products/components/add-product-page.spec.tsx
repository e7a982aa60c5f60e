import { catalogueFieldLimits, catalogueMessages, limits, uiMessages, validationMessages } from '@phoneparts/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { admin } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const m = validationMessages.addProduct;

describe('Add Product', () => {
  it('shows the add-product message of every empty field', async () => {
    const api = createFakeApi();
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Add Product' }));
    for (const message of [
      m.nameRequired,
      m.pictureRequired,
      m.descriptionRequired,
      m.priceRequired,
      m.minQuantityRequired,
      m.availableQuantityRequired,
      catalogueMessages.skuRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a SKU with characters a part number cannot hold, posting nothing', async () => {
    const api = createFakeApi();
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await events.type(await screen.findByLabelText('SKU'), 'APL 13/OLED');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(catalogueMessages.skuInvalid)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses numbers below 1', async () => {
    const { events } = renderDashboard('/dashboard/addProducts', { user: admin });
    await events.type(await screen.findByLabelText('Price ($)'), '0');
    await events.type(screen.getByLabelText('Minimum quantity'), '0');
    await events.type(screen.getByLabelText('Available quantity'), '0');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const message of [m.priceMin, m.minQuantityMin, m.availableQuantityMin]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("posts the part with numbers, says 'Product Added successfully.' and empties the form", async () => {
    const api = createFakeApi({ 'POST /parts': { acknowledged: true, insertedId: 'p9' } });
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await events.type(await screen.findByLabelText('Product name'), 'Galaxy S22 Battery');
    await events.type(screen.getByLabelText('Picture URL'), 'https://images.example/battery.png');
    await events.type(screen.getByLabelText('Description'), '3700 mAh replacement battery');
    await events.type(screen.getByLabelText('Price ($)'), '18.5');
    await events.type(screen.getByLabelText('Minimum quantity'), '5');
    await events.type(screen.getByLabelText('Available quantity'), '120');
    await events.type(screen.getByLabelText('SKU'), 'sam-s22-bat-eb');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(uiMessages.productAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/parts',
      body: {
        name: 'Galaxy S22 Battery',
        picture: 'https://images.example/battery.png',
        description: '3700 mAh replacement battery',
        price: 18.5,
        minQuantity: 5,
        availableQuantity: 120,
        sku: 'SAM-S22-BAT-EB',
        priceBands: [],
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(''));
  });

  it('sends the optional brand, device models and category when given', async () => {
    const api = createFakeApi({ 'POST /parts': { acknowledged: true, insertedId: 'p10' } });
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await events.type(await screen.findByLabelText('Product name'), 'iPhone 13 Screen');
    await events.type(screen.getByLabelText('Picture URL'), '/images/parts/screen.svg');
    await events.type(screen.getByLabelText('Description'), 'OLED');
    await events.type(screen.getByLabelText('Price ($)'), '80');
    await events.type(screen.getByLabelText('Minimum quantity'), '1');
    await events.type(screen.getByLabelText('Available quantity'), '9');
    await events.type(screen.getByLabelText('SKU'), 'APL-IP13-SCR');
    await events.type(screen.getByLabelText('Brand'), ' Apple ');
    await events.type(screen.getByLabelText('Device models'), 'iPhone 13, iPhone 13 Pro, ');
    await events.selectOptions(screen.getByLabelText('Category'), 'Screen');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(uiMessages.productAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      brand: 'Apple',
      models: ['iPhone 13', 'iPhone 13 Pro'],
      category: 'screen',
    });
    await waitFor(() => expect(screen.getByLabelText('Device models')).toHaveValue(''));
  });

  it("sends the grade, warranty and low-stock threshold, and shows the API's words for ones out of range", async () => {
    const api = createFakeApi({ 'POST /parts': { acknowledged: true, insertedId: 'p11' } });
    const { events } = renderDashboard('/dashboard/addProducts', { api, user: admin });
    await events.type(await screen.findByLabelText('Product name'), 'iPhone 13 Screen');
    await events.type(screen.getByLabelText('Picture URL'), '/images/parts/screen.svg');
    await events.type(screen.getByLabelText('Description'), 'OLED');
    await events.type(screen.getByLabelText('Price ($)'), '80');
    await events.type(screen.getByLabelText('Minimum quantity'), '1');
    await events.type(screen.getByLabelText('Available quantity'), '9');
    await events.type(screen.getByLabelText('SKU'), 'APL-IP13-SCR');
    await events.selectOptions(screen.getByLabelText('Grade'), 'Premium');
    await events.type(screen.getByLabelText('Warranty (days)'), '4000');
    await events.type(screen.getByLabelText('Low-stock threshold'), '-1');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText(catalogueMessages.warrantyDaysInvalid(catalogueFieldLimits.warrantyDays)),
    ).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.lowStockThresholdInvalid(limits.maxStock))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await events.clear(screen.getByLabelText('Warranty (days)'));
    await events.type(screen.getByLabelText('Warranty (days)'), '180');
    await events.clear(screen.getByLabelText('Low-stock threshold'));
    await events.type(screen.getByLabelText('Low-stock threshold'), '4');
    await events.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(uiMessages.productAdded)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      grade: 'Premium',
      warrantyDays: 180,
      lowStockThreshold: 4,
    });
  });
});
